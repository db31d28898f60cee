/**
 * 'intercept' for a Solana request (method `solana:…`, see
 * lib/messaging/solana.ts): the same hold → scan → review → settle-once path
 * as an EVM request (lib/broker/intercept.ts), with the call read into a
 * Solana scan request first, and the same policies: paused or with its
 * method switched off, the background calls the wallet in the page itself,
 * exactly as on approval; a trusted site's request is approved without a
 * window only after a complete Benign scan.
 */
import type { InterceptReply, PendingRequest } from '../messaging/extension';
import type { InterceptedRequest } from '../messaging/page-channel';
import type { RpcErrorPayload } from '../rpc-errors';
import { SOLANA_METHOD_PREFIX } from '../messaging/solana-method';
import { autoApprovesNow, getSettings, isPaused, trustedSiteFor } from '../settings';
import { addPending, answerEvicted, settledPromise, type InterceptDeps } from './intercept';
import { showReviewWindow } from './review-window';
import type { RequestSite, SenderInfo } from './sender';
import { showRefusal } from './refusal';
import { readSolanaRequest } from './solana-request';
import { solanaScanComplete } from './solana-scan';
import { SOLANA_REFUSED_TITLE, solanaTitle } from './solana-title';
import { approveIfBenign, forwardUnreviewed, openReviewOrRefuse } from './unreviewed';

const refuse = (error: RpcErrorPayload): InterceptReply => ({ accepted: false, passThrough: false, error });

/** `at`: the tab and the frame's site, resolved once by the chain-neutral intercept (lib/broker/intercept.ts). */
export async function handleSolanaIntercept(req: InterceptedRequest, sender: SenderInfo, at: { tabId: number; site: RequestSite }, deps: InterceptDeps): Promise<InterceptReply> {
  const { tabId, site } = at;
  const now = deps.now();
  const base: PendingRequest = {
    id: req.id,
    tabId,
    frameId: sender.frameId ?? 0,
    documentId: sender.documentId,
    origin: site.origin,
    ...(site.sandbox ? { sandbox: site.sandbox } : {}),
    favIconUrl: sender.tab?.favIconUrl,
    provider: req.provider,
    style: req.style,
    method: req.method,
    params: null,
    createdAt: now,
    scan: { state: 'scanning', startedAt: now },
  };
  const settings = await getSettings();
  if (isPaused(settings, now)) return forwardUnreviewed(base, deps.page);
  const read = readSolanaRequest(req.method, req.params);
  if (!read.ok) {
    // Answered at once; the user is shown what was refused, from where and why, with nothing to approve (as EVM, ./refusal).
    void showRefusal({ ...base, title: SOLANA_REFUSED_TITLE }, read.error.message, false, (evicted) => answerEvicted(evicted, deps)).catch(() => undefined);
    return refuse(read.error);
  }
  const pending: PendingRequest = { ...base, params: read.value, title: solanaTitle(read.value.scan), ...(read.value.scan.account_address ? { account: read.value.scan.account_address } : {}) };
  // The options' switch and trusted sites name the method as the engine does (lib/solana/constants.ts).
  const method = `${SOLANA_METHOD_PREFIX}${read.value.scan.method}`;
  if (!settings.interceptedMethods.includes(method)) return forwardUnreviewed(pending, deps.page);

  // As EVM: a sandboxed frame is never auto-approved; a trusted site's request goes without a window only after a complete Benign scan.
  const trusted = site.sandbox ? undefined : trustedSiteFor(settings, site.origin, method, now);
  const auto = autoApprovesNow(trusted, now);
  // As EVM: the window opens while the request is stored; a refused request's lone window closes again.
  const opening = auto ? undefined : settledPromise(showReviewWindow(pending));
  const added = await addPending(pending, opening);
  if (!added.ok) return refuse(added.error);
  answerEvicted(added.evicted, deps);

  if (!opening) {
    void approveIfBenign(pending, deps.runner.start(pending), deps.page, solanaScanComplete).catch(() => undefined);
    return { accepted: true };
  }
  void deps.runner.start(pending).catch(() => undefined);
  return openReviewOrRefuse(pending, deps.runner, opening);
}
