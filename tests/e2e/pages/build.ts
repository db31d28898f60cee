/**
 * Bundles the test wallet and test dapp for the browser and writes the static
 * pages into tests/e2e/pages/dist/. Run: `npx tsx tests/e2e/pages/build.ts`,
 * or `await buildTestPages()` from a Playwright fixture (returns the dir).
 */
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PAGES_DIST = path.join(here, 'dist');

/** Runs in <head> right after the wallet: a dapp that calls before anything else could (?early-call=1). */
const EARLY_CALL = `(function () {
  if (new URLSearchParams(location.search).get('early-call') !== '1') return;
  var eth = window.ethereum;
  var wallet = window.__testWallet;
  window.__earlyCall = eth && wallet
    ? eth.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }] })
        .then(function (value) { return { ok: true, value: value }; }, function (e) { return { ok: false, code: e && e.code, message: String(e && e.message) }; })
    : Promise.resolve({ ok: false, code: null, message: 'no window.ethereum in <head>' });
})();`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="data:,">
<script src="wallet.js"></script>
<script>${EARLY_CALL}</script>
</head>
<body>
${body}
<script src="dapp.js"></script>
</body>
</html>
`;

export async function buildTestPages(): Promise<string> {
  await mkdir(PAGES_DIST, { recursive: true });
  await build({
    entryPoints: { wallet: path.join(here, 'wallet.ts'), dapp: path.join(here, 'dapp.ts') },
    outdir: PAGES_DIST,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'warning',
  });
  await writeFile(path.join(PAGES_DIST, 'dapp.html'), page('Preflight test dapp', '<h1>Preflight test dapp</h1>'));
  // Same page under a second name, for specs that want two dapps at once.
  await writeFile(path.join(PAGES_DIST, 'other.html'), page('Another test dapp', '<h1>Another test dapp</h1>'));
  return PAGES_DIST;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildTestPages().then(
    (dir) => console.log(`test pages written to ${dir}`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
