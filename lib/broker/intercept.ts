/**
 * 'intercept': a request the page's wrapper holds, relayed by the bridge.
 * The payload is page-controlled: validated again here, with size caps. The
 * origin, tab and frame come from the sender, never from the payload.
 */
import type { InterceptReply, PendingRequest } from '../messaging/extension';
import { interceptedRequestSchema, MAX_PARAMS_JSON_BYTES } from '../messaging/page-channel';
import { internalError, invalidParams } from '../rpc-errors';
import { getSettings, isPaused, trustedSiteFor } from '../settings';
import type { PageActions } from './forward';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { parseChainId, signingAccount } from './request-info';
import { showReviewWindow } from './review-window';
import type { ScanRunner } from './scan-runner';
import { senderOrigin, type SenderInfo } from './sender';

export interface InterceptDeps {
  page: PageActions;
  runner: ScanRunner;
  now: () => number;
}

const refuse = (error: ReturnType<typeof invalidParams>): InterceptReply => ({ accepted: false, passThrough: false, error });

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Infinity;
  }
}

export async function handleIntercept(data: unknown, sender: SenderInfo, deps: InterceptDeps): Promise<InterceptReply> {
  if (jsonSize(data) > MAX_PARAMS_JSON_BYTES + 64_000) return refuse(invalidParams('request too large'));
  const parsed = interceptedRequestSchema.safeParse(data);
  if (!parsed.success) return refuse(invalidParams('malformed request'));
  const req = parsed.data;
  const tabId = sender.tab?.id;
  const origin = senderOrigin(sender);
  if (tabId === undefined || tabId < 0 || origin === undefined) return refuse(internalError('request not from a web page'));

  const settings = await getSettings();
  const now = deps.now();
  const pending: PendingRequest = {
    id: req.id,
    tabId,
    frameId: sender.frameId ?? 0,
    documentId: sender.documentId,
    origin,
    favIconUrl: sender.tab?.favIconUrl,
    provider: req.provider,
    style: req.style,
    method: req.method,
    params: req.params ?? null,
    chainId: parseChainId(req.chainId),
    account: signingAccount(req.method, req.params, req.accounts),
    createdAt: now,
    scan: { state: 'scanning', startedAt: now },
  };
  if (isPaused(settings, now) || !settings.interceptedMethods.includes(req.method)) {
    // Not reviewed: the background itself calls the wallet in the page, exactly as
    // on approval, so the wrapper never has to honour a page-visible "pass-through"
    // message (which a hostile page could forge for a request under review).
    // The message reply stays the fallback where scripts cannot be injected.
    try {
      await deps.page.forward(pending);
      return { accepted: true };
    } catch {
      return { accepted: false, passThrough: true };
    }
  }

  const added = await pendingStore.add(pending);
  if (added === 'duplicate') return refuse(invalidParams('duplicate request id'));
  if (added === 'full') return refuse(internalError('too many requests are waiting for review'));

  const trusted = trustedSiteFor(settings, origin, req.method, now);
  if (trusted?.autoApproveBenign) {
    // Trusted site: scan first; forward without a window only on a Benign verdict.
    void deps.runner.start(pending).then(async (outcome) => {
      const benign = outcome.state === 'done' && outcome.response.validation?.result_type === 'Benign';
      const claimed = benign ? await pendingStore.claim(pending.id) : undefined;
      if (claimed) {
        recordSettled({ ...claimed, scan: outcome }, 'approved', 'policy');
        await deps.page.forward(claimed).catch(() => undefined);
      }
      else await showReviewWindow().catch(() => undefined);
    });
    return { accepted: true };
  }

  // The scan starts while the window opens.
  void deps.runner.start(pending).catch(() => undefined);
  try {
    await showReviewWindow();
  } catch {
    // Without a window nobody can decide: give the request back rather than leave the dapp waiting.
    deps.runner.cancel(pending.id);
    await pendingStore.claim(pending.id);
    return refuse(internalError('could not open the review window'));
  }
  return { accepted: true };
}
