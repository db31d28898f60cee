/**
 * MAIN world, document_start, every frame: wraps the page's wallet providers
 * before any page script runs. globalName: false so WXT leaves no global.
 * Logic in lib/provider; keep this script small (no zod, no viem).
 */
import { defineContentScript } from 'wxt/utils/define-content-script';
import { installPreflight } from '../lib/provider/discover';

export default defineContentScript({
  matches: ['<all_urls>'],
  world: 'MAIN',
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // Sandboxed srcdoc / about:blank frames (opaque origin) too, matched by the origin that made them (Chrome 99+, Firefox 128+).
  matchOriginAsFallback: true,
  globalName: false,
  main() {
    installPreflight(window);
  },
});
