/**
 * 'intercept': a request the page's wrapper holds, relayed by the bridge.
 * The payload is page-controlled: validated again here, with size caps. The
 * origin, tab and frame come from the sender, never from the payload.
 */
import { requestCalls } from '../calls/request-calls';
import { loadSelectors } from '../knowledge/selector-table';
import { requestTitle } from '../format/method';
import type { InterceptReply, PendingRequest } from '../messaging/extension';
import { interceptedRequestSchema, MAX_PARAMS_JSON_BYTES, type InterceptedRequest } from '../messaging/page-channel';
import type { ScanOutcome } from '../scan/outcome';
import { internalError, invalidParams, limitExceeded, type RpcErrorPayload } from '../rpc-errors';
import { autoApprovesNow, getSettings, isPaused, trustedSiteFor } from '../settings';
import type { PageActions } from './forward';
import type { HintsBox } from './hints';
import { normaliseRequest } from './normalise-request';
import { pendingStore } from './pending-store';
import type { Share } from './quota';
import { recordSettled } from './record';
import { showRefusal } from './refusal';
import { parseChainId, signingAccount } from './request-info';
import { approveIfBenign, forwardUnreviewed, openReviewOrRefuse } from './unreviewed';
import { showReviewWindow } from './review-window';
import { untilReviewPageStarted } from './review-page-start';
import { closeWindowIfQueueEmpty } from './decide';
import { handleSolanaIntercept } from './solana-intercept';
import { isSolanaMethod } from '../messaging/solana';
import type { ScanRunner } from './scan-runner';
import { readFrameOrigin } from './frame-origin';
import { resolveRequestSite, type SenderInfo } from './sender';

export interface InterceptDeps {
  page: PageActions;
  runner: ScanRunner;
  hints: HintsBox;
  now: () => number;
}

const refuse = (error: RpcErrorPayload): InterceptReply => ({ accepted: false, passThrough: false, error });

const FULL: Record<Share, string> = {
  tab: 'too many requests from this tab are waiting for review',
  origin: 'too many requests from this site are waiting for review',
  total: 'too many requests are waiting for review',
};
/** For a request dropped to make room for another site's: its own site held the most. */
const EVICTED = 'this site has too many requests waiting for review; the newest was dropped';

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  }
  // Stryker disable next-line BlockStatement: messages arrive structured-cloned, so they always stringify; kept as the guard
  catch {
    return Infinity;
  }
}

/** Requests dropped to make room for another site's (see ./quota): each gets its answer. */
export function answerEvicted(evicted: readonly PendingRequest[], deps: Pick<InterceptDeps, 'page' | 'runner'>): void {
  for (const dropped of evicted) {
    deps.runner.cancel(dropped.id);
    recordSettled(dropped, 'rejected', 'policy');
    if (!dropped.bypass) void deps.page.reject(dropped, limitExceeded(EVICTED)).catch(() => undefined);
  }
}

/**
 * Scans the request once the wallet's chain and accounts are in, when they
 * follow it (hintsFollow), and stores them for the review too. Undefined when
 * the request was decided before they came (nothing left to scan).
 */
async function scanWithHints(pending: PendingRequest, req: InterceptedRequest, deps: InterceptDeps): Promise<ScanOutcome | undefined> {
  let request: PendingRequest | undefined = pending;
  if (req.hintsFollow) {
    const hints = await deps.hints.wait(pending.id, pending);
    if (hints) request = await pendingStore.setHints(pending.id, { chainId: parseChainId(hints.chainId), account: signingAccount(req.method, req.params, hints.accounts) });
  }
  return request ? deps.runner.start(request) : undefined;
}

export async function handleIntercept(data: unknown, sender: SenderInfo, deps: InterceptDeps): Promise<InterceptReply> {
  if (jsonSize(data) > MAX_PARAMS_JSON_BYTES + 64_000) return refuse(invalidParams('request too large'));
  const parsed = interceptedRequestSchema.safeParse(data);
  if (!parsed.success) return refuse(invalidParams('malformed request'));
  const req = parsed.data;
  const tabId = sender.tab?.id;
  // One site per request, whatever the chain (#25): the browser's record of the frame, read once here.
  const site = await resolveRequestSite(sender, readFrameOrigin);
  if (tabId === undefined || tabId < 0 || site === undefined) return refuse(internalError('request not from a web page'));
  if (isSolanaMethod(req.method)) return handleSolanaIntercept(req, sender, { tabId, site }, deps);
  const { origin } = site;

  const settings = await getSettings();
  const now = deps.now();
  const pending: PendingRequest = {
    id: req.id,
    tabId,
    frameId: sender.frameId ?? 0,
    documentId: sender.documentId,
    origin,
    ...(site.sandbox ? { sandbox: site.sandbox } : {}),
    // Stryker disable next-line OptionalChaining: a sender without a tab was refused above
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
  if (isPaused(settings, now) || !settings.interceptedMethods.includes(req.method)) return forwardUnreviewed(pending, deps.page);

  // The snapshot the scan, the review and the wallet all get (see normalise-request.ts).
  const normalised = normaliseRequest(req.method, req.params);
  if (!normalised.ok) {
    void showRefusal({ ...pending, title: requestTitle(req.method, null) }, normalised.error.message, normalised.evasion, (evicted) => answerEvicted(evicted, deps)).catch(() => undefined);
    return refuse(normalised.error);
  }
  pending.params = normalised.params;
  pending.title = requestTitle(req.method, normalised.params);

  // A sandboxed frame is never auto-approved: whatever runs in it is not the trusted site's own page.
  const trusted = site.sandbox ? undefined : trustedSiteFor(settings, origin, req.method, now);
  const auto = autoApprovesNow(trusted, now);
  // The window opens while the request is stored (its address carries what the page first draws); a Reject
  // clicked before the store has written waits for it (pendingStore.peek).
  const opening = auto ? undefined : settledPromise(showReviewWindow(pending));
  pending.calls = requestCalls(await loadSelectors(), pending, undefined);

  const added = await addPending(pending, opening);
  if (!added.ok) return refuse(added.error);
  answerEvicted(added.evicted, deps);

  if (!opening) {
    // Trusted site: scan first; forward without a window only on a complete Benign verdict.
    void approveIfBenign(pending, scanWithHints(pending, req, deps), deps.page).catch(() => undefined);
    return { accepted: true };
  }

  // The scan starts once the window's page has its Reject (./review-page-start) and the wallet's hints are in.
  void opening
    .then(untilReviewPageStarted)
    .then(() => scanWithHints(pending, req, deps))
    .catch(() => undefined);
  return openReviewOrRefuse(pending, deps.runner, opening);
}

/** A promise that never rejects: whether `p` did. */
export const settledPromise = (p: Promise<unknown>): Promise<boolean> =>
  p.then(
    () => true,
    () => false,
  );

/**
 * Stores the request; when it cannot be kept (a duplicate id, a full queue, storage failing), a window
 * opened for it meanwhile is closed again unless other requests wait in it. Shared with ./solana-intercept.ts.
 */
export async function addPending(pending: PendingRequest, opening: Promise<boolean> | undefined): Promise<{ ok: true; evicted: PendingRequest[] } | { ok: false; error: RpcErrorPayload }> {
  let error: RpcErrorPayload;
  try {
    const added = await pendingStore.add(pending);
    if (added.status === 'added') return { ok: true, evicted: added.evicted };
    error = added.status === 'duplicate' ? invalidParams('duplicate request id') : limitExceeded(FULL[added.share]);
  } catch (err) {
    error = internalError(`Preflight could not keep the request for review (${err instanceof Error ? err.message : String(err)})`);
  }
  if (opening) void opening.then(closeWindowIfQueueEmpty).catch(() => undefined);
  return { ok: false, error };
}
