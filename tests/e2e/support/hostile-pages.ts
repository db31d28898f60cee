/**
 * Hostile test pages for tests/e2e/hostile*.spec.ts (Chromium) and the
 * Firefox suite: written to a temporary directory and served from loopback.
 * Each frame carries a tiny inline wallet (`window.__calls` records what it
 * received) so a test can tell whether a request reached it, in frames where
 * the test wallet of tests/e2e/pages cannot be configured (srcdoc, sandbox).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type StaticServer } from './static-server';

export const FRAME_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A wallet in one frame: answers chain and accounts, "signs" with a fixed signature, records every call. */
export const INLINE_WALLET = `
window.__calls = [];
window.ethereum = {
  request: async ({ method, params }) => {
    window.__calls.push({ method, params });
    if (method === 'eth_chainId') return '0x7a69';
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return ['${FRAME_ACCOUNT}'];
    if (method === 'personal_sign') return '0x' + '11'.repeat(65);
    return null;
  },
};
window.sign = () => window.ethereum.request({ method: 'personal_sign', params: ['0x68656c6c6f', '${FRAME_ACCOUNT}'] })
  .then((value) => ({ ok: true, value }), (e) => ({ ok: false, code: e.code, message: e.message }));
`;

const html = (body: string): string => `<!doctype html><html><head><meta charset="utf-8"><script>${INLINE_WALLET}</script></head><body>${body}</body></html>`;
const attr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const HOSTILE_FILES: Record<string, string> = {
  'frame.html': html('<p>a framed page</p>'),
  // A sandboxed srcdoc frame (opaque origin, about:srcdoc) and a sandboxed http frame (opaque origin, http URL).
  'sandboxed.html': html(
    `<h1>top</h1><iframe id="srcdoc" sandbox="allow-scripts" srcdoc="${attr(html('<p>srcdoc</p>'))}"></iframe>` +
      '<iframe id="http" sandbox="allow-scripts" src="/frame.html"></iframe>',
  ),
};

/**
 * #25 item 3: one page with every kind of frame whose site is easy to get
 * wrong. Served from 127.0.0.1; the cross-site frame comes from localhost.
 */
const FRAME_KINDS_SCRIPT = `
const other = location.protocol + '//localhost:' + location.port + '/frame.html';
document.getElementById('cross').src = other;
const blob = new Blob([${JSON.stringify(html('<p>blob</p>')).replace(/<\//g, '<\\/')}], { type: 'text/html' });
document.getElementById('blob').src = URL.createObjectURL(blob);
`;

HOSTILE_FILES['frame-kinds.html'] =
  `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>top</h1>` +
  '<iframe id="cross" sandbox="allow-scripts"></iframe>' +
  `<iframe id="srcdoc-sandboxed" sandbox="allow-scripts" srcdoc="${attr(html('<p>sandboxed srcdoc</p>'))}"></iframe>` +
  `<iframe id="srcdoc" srcdoc="${attr(html('<p>srcdoc</p>'))}"></iframe>` +
  `<iframe id="data" src="data:text/html;charset=utf-8,${encodeURIComponent(html('<p>data</p>'))}"></iframe>` +
  '<iframe id="blob"></iframe>' +
  `<script>${FRAME_KINDS_SCRIPT}</script></body></html>`;

export interface HostileServer extends StaticServer {
  dir: string;
}

export async function serveHostilePages(): Promise<HostileServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-hostile-'));
  for (const [name, text] of Object.entries(HOSTILE_FILES)) await writeFile(path.join(dir, name), text);
  const server = await serveStatic(dir);
  return {
    ...server,
    dir,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
