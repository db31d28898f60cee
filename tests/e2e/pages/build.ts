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

/** Buttons for a person trying Preflight with `npm start` (the specs call window.dapp directly). */
const DEMO_BUTTONS = `<p>Each button asks the wallet for something; Preflight shows its review first.</p>
<p>
<button data-demo="send">Send 0.01 ETH</button>
<button data-demo="sign">Sign a message</button>
<button data-demo="permit">Sign an unlimited token permit for a stranger</button>
<button data-demo="hash">Blind-sign a hash</button>
</p>
<pre id="demo-out" aria-live="polite"></pre>`;

const DEMO_SCRIPT = `document.addEventListener('click', function (event) {
  var kind = event.target && event.target.getAttribute && event.target.getAttribute('data-demo');
  if (!kind || !window.dapp || !window.__testWallet) return;
  var me = window.__testWallet.address;
  var stranger = '0x000000000000000000000000000000000000bEEF';
  var permit = { types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
    Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
    primaryType: 'Permit', domain: { name: 'Demo Token', version: '1', chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    message: { owner: me, spender: stranger, value: '115792089237316195423570985008687907853269984665640564039457584007913129639935', nonce: '0', deadline: '1893456000' } };
  var calls = {
    send: function () { return window.dapp.viemSendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: '10000000000000000' }); },
    sign: function () { return window.dapp.viemSignMessage('Hello from the Preflight demo'); },
    permit: function () { return window.dapp.request('eth_signTypedData_v4', [me, JSON.stringify(permit)]); },
    hash: function () { return window.dapp.request('eth_sign', [me, '0x' + 'ab'.repeat(32)]); }
  };
  var out = document.getElementById('demo-out');
  out.textContent = 'Waiting for your decision in the Preflight window…';
  calls[kind]().then(function (r) { out.textContent = JSON.stringify(r, null, 2); });
});`;

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
<script>${DEMO_SCRIPT}</script>
</body>
</html>
`;

export async function buildTestPages(): Promise<string> {
  await mkdir(PAGES_DIST, { recursive: true });
  await build({
    entryPoints: { wallet: path.join(here, 'wallet.ts'), dapp: path.join(here, 'dapp.ts'), 'solana-wallet': path.join(here, 'solana-wallet.ts'), 'solana-dapp': path.join(here, 'solana-dapp.ts') },
    outdir: PAGES_DIST,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'warning',
  });
  await writeFile(path.join(PAGES_DIST, 'dapp.html'), page('Preflight test dapp', `<h1>Preflight test dapp</h1>\n${DEMO_BUTTONS}`));
  // Same page under a second name, for specs that want two dapps at once.
  await writeFile(path.join(PAGES_DIST, 'other.html'), page('Another test dapp', '<h1>Another test dapp</h1>'));
  // The Solana test dapp and wallet (solana-wallet.ts, solana-dapp.ts; README.md).
  await writeFile(path.join(PAGES_DIST, 'solana.html'), SOLANA_PAGE);
  return PAGES_DIST;
}

const SOLANA_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preflight Solana test dapp</title>
<link rel="icon" href="data:,">
<script src="solana-wallet.js"></script>
</head>
<body>
<h1>Preflight Solana test dapp</h1>
<script src="solana-dapp.js"></script>
</body>
</html>
`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildTestPages().then(
    (dir) => console.log(`test pages written to ${dir}`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
