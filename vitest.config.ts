import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    // bin/preflight.mjs runs the compiled CLI: build it from the current sources first.
    globalSetup: ['tests/support/build-cli.ts'],
    // The bundled data files are read from lib/knowledge/data, as the CLI reads them (bundled-file-node.ts).
    setupFiles: ['tests/support/bundled-files.ts'],
  },
});
