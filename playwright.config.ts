import { defineConfig } from '@playwright/test';

// Real Chromium with the built extension; one worker (each test launches its own browser).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Baselines of toHaveScreenshot, committed: one file per name (Chromium only; compared, never rewritten by a normal run).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  globalSetup: './tests/e2e/support/global-setup.ts',
  reporter: [['list']],
});
