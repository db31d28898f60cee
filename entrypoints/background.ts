import '../lib/zod-setup';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createBroker } from '../lib/broker';
import { executeScriptPageActions } from '../lib/broker/forward';
import { onMessage } from '../lib/messaging/extension';
import { REVIEW_PORT } from '../lib/messaging/review-port';
import { reviewPageUrl } from '../lib/broker/review-window';
import { createInterceptListener } from '../lib/messaging/intercept';
import { onRejectMessage } from '../lib/messaging/review-reject';
import { setBundledFileReader } from '../lib/knowledge/bundled-file';
import { browserBundledFileReader } from '../lib/knowledge/bundled-file-browser';
import { startPhishingListRefresh } from '../lib/knowledge/phishing-alarm';
import { registerPageHandlers } from '../lib/pages/handlers';
import { startReportQueue } from '../lib/reports/alarm';
import { startPauseBadge } from '../lib/settings/pause-badge';
import { internalError } from '../lib/rpc-errors';
import { scanPending } from '../lib/scan';
import { isSolanaRequest, scanSolanaPending } from '../lib/broker/solana-scan';

export default defineBackground(() => {
  // The bundled lists ship as files beside the code: read before the first scan needs them.
  setBundledFileReader(browserBundledFileReader);
  // Solana requests are judged by the Solana engine (lib/broker/solana-scan.ts), the rest as before.
  const scan = (request: Parameters<typeof scanPending>[0], ctx: Parameters<typeof scanPending>[1]) => (isSolanaRequest(request) ? scanSolanaPending(request, ctx) : scanPending(request, ctx));
  const broker = createBroker({ page: executeScriptPageActions, scan });

  // Listeners are registered synchronously at start-up so that a restarted
  // service worker receives the event that woke it.
  const intercepts = createInterceptListener();
  intercepts.on('intercept', ({ data, sender }) =>
    broker.intercept(data, sender).catch(() => ({ accepted: false as const, passThrough: false as const, error: internalError('Preflight failed to queue the request') })),
  );
  intercepts.on('observed', ({ data, sender }) => broker.observed(data, sender).catch(() => ({ ok: false })));
  intercepts.on('unguarded', ({ sender }) => broker.unguarded(sender).catch(() => ({ ok: false })));
  intercepts.on('hints', ({ data, sender }) => broker.hints(data, sender));
  intercepts.on('solanaSent', ({ data, sender }) => broker.solanaSent(data, sender));
  onMessage('getQueue', ({ sender }) => broker.getQueue(sender));
  onMessage('decide', ({ data, sender }) => broker.decide(data, sender).catch(() => ({ ok: false })));
  onMessage('rejectAll', ({ data, sender }) => broker.rejectAll(data, sender).catch(() => ({ ok: false, rejected: 0 })));
  // Reject from the review page's first script (and its shell), before its messaging library has loaded.
  onRejectMessage((id, sender) => broker.decide({ id, decision: 'reject' }, sender));
  onMessage('retryScan', ({ data, sender }) => broker.retryScan(data, sender).catch(() => ({ ok: false })));

  // The review page's port exists only to start this worker again after a stop (lib/messaging/review-port.ts).
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== REVIEW_PORT || !port.sender?.url?.startsWith(reviewPageUrl())) port.disconnect();
  });

  browser.windows.onRemoved.addListener((windowId) => void broker.windowRemoved(windowId).catch(() => undefined));
  browser.tabs.onRemoved.addListener((tabId) => void broker.tabRemoved(tabId).catch(() => undefined));
  browser.tabs.onUpdated.addListener((tabId, changeInfo) => void broker.tabUpdated(tabId, changeInfo).catch(() => undefined));

  registerPageHandlers();
  startReportQueue();
  startPhishingListRefresh();
  startPauseBadge();

  void broker.resume().catch(() => undefined);
});
