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
);
