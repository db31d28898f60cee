import { defineConfig } from 'vitest/config';

// Real Firefox ESR end-to-end specs (puppeteer-core). One file at a time in
// one fork: each file launches one Firefox, and the machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/firefox/**/*.test.ts'],
    globalSetup: ['tests/e2e/firefox/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
  },
});
