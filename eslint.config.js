import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/**', '.stryker-tmp/**', 'reports/**', '.wxt/**', 'node_modules/**', 'dist/**', 'tests/e2e/pages/dist/**', 'tests/e2e/__screenshots__/**', 'tests/fixtures/contracts/*.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The extension's modules use zod/mini: the bundler keeps only what they use (docs/performance.md,
    // "Build size"). `npx tsx scripts/zod-mini.ts` rewrites a module written for classic zod.
    files: ['lib/**', 'entrypoints/**', 'components/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "import { z } from 'zod/mini' (npx tsx scripts/zod-mini.ts rewrites a module)" }] }],
      // The pages run React 18 (docs/performance.md, "Build size"): a function component never
      // receives `ref`, so a component takes its element's ref under a name of its own.
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name=/^[A-Z]/] > JSXAttribute[name.name='ref']", message: 'React 18 does not pass `ref` to a function component: give it a prop of its own (e.g. bannerRef).' }],
    },
  },
);
