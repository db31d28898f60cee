/**
 * The unit tests that guard the mutated modules, and only those (see
 * stryker.config.mjs): MUTATION_TESTS is a comma-separated list of globs.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

const include = (process.env.MUTATION_TESTS ?? 'tests/lib/**/*.test.ts').split(',');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include,
    // Properties run once per mutant: a fifth of their runs keeps a mutation run within the hour.
    env: { PROPERTY_RUNS_SCALE: '0.2' },
    // A mutant that leaves a promise unsettled hangs its test until this: lib/provider's tests run
    // on real timers and finish in under 2 s, so its run sets MUTATION_TEST_TIMEOUT_MS=4000.
    testTimeout: Number(process.env.MUTATION_TEST_TIMEOUT_MS ?? base.test?.testTimeout ?? 20_000),
  },
});
