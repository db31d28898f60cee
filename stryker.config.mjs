// Mutation testing for the safety-critical modules: `npm run test:mutation`
// (all areas) or `MUTATE=broker,typed-data npm run test:mutation`. Slow, so
// not part of `npm test`. Each area is mutated against the unit tests that
// guard it only (vitest.mutation.config.ts). Reports: reports/mutation/.
//
// A `// Stryker disable next-line` comment counts only where Babel makes it a
// leading comment, and it covers the line of the node it leads. For a catch
// block, put it between the try block's `}` and `catch` (on its own line, so
// `catch {` is the next line); at the end of the try block it trails the last
// statement and is ignored. A finally block has no node of its own before the
// `{`: write `} finally /* Stryker disable next-line BlockStatement: why */ {`.
const AREAS = {
  broker: { mutate: ['lib/broker/**/*.ts'], tests: ['tests/lib/broker/**/*.test.ts'] },
  provider: { mutate: ['lib/provider/**/*.ts'], tests: ['tests/lib/provider/**/*.test.ts'] },
  'typed-data': {
    mutate: ['lib/engine/typed-data/**/*.ts'],
    // The rules read sanitised typed data too (Seaport's bulk-order tree, Permit2, generic grants).
    tests: ['tests/lib/engine/typed-data/**/*.test.ts', 'tests/lib/engine/rules/**/*.test.ts'],
  },
  // Every engine test guards the rules: the engine's own tests run them on whole requests.
  rules: { mutate: ['lib/engine/rules/**/*.ts'], tests: ['tests/lib/engine/**/*.test.ts'] },
  scan: { mutate: ['lib/scan/**/*.ts'], tests: ['tests/lib/scan/**/*.test.ts'] },
};

const names = (process.env.MUTATE ?? Object.keys(AREAS).join(',')).split(',').map((s) => s.trim());
const unknown = names.filter((n) => !(n in AREAS));
if (unknown.length > 0) throw new Error(`MUTATE: unknown area(s) ${unknown.join(', ')}; known: ${Object.keys(AREAS).join(', ')}`);
const chosen = names.map((n) => AREAS[n]);
process.env.MUTATION_TESTS = chosen.flatMap((a) => a.tests).join(',');
const label = names.join('+');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: chosen.flatMap((a) => a.mutate),
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${label}.html` },
  jsonReporter: { fileName: `reports/mutation/${label}.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['/.output', '/test-results', '/playwright-report', '/reports', '/dist', '/.preflight', '/tests/e2e'],
  cleanTempDir: 'always',
};
