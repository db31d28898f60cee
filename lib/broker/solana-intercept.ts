/**
 * 'intercept' for a Solana request (method `solana:…`, see
 * lib/messaging/solana.ts): the same hold → scan → review → settle-once path
 * as an EVM request (lib/broker/intercept.ts), with the call read into a
 * Solana scan request first. Always reviewed while Preflight is active (no
 * per-method switch, no trusted-site auto-approval yet); paused, the
 * background calls the wallet in the page itself, exactly as on approval.
 */
import type { InterceptReply, PendingRequest } from '../messaging/extension';
import type { InterceptedRequest } from '../messaging/page-channel';
import { internalError, invalidParams, limitExceeded, type RpcErrorPayload } from '../rpc-errors';
import { getSettings, isPaused } from '../settings';
import { answerEvicted, type InterceptDeps } from './intercept';
import { pendingStore } from './pending-store';
import type { RequestSite, SenderInfo } from './sender';
import { showRefusal } from './refusal';
import { readSolanaRequest } from './solana-request';
import { SOLANA_REFUSED_TITLE, solanaTitle } from './solana-title';
import { forwardUnreviewed, openReviewOrRefuse } from './unreviewed';

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
  if (isPaused(await getSettings(), now)) return forwardUnreviewed(base, deps.page);
  const read = readSolanaRequest(req.method, req.params);
  if (!read.ok) {
    // Answered at once; the user is shown what was refused, from where and why, with nothing to approve (as EVM, ./refusal).
    void showRefusal({ ...base, title: SOLANA_REFUSED_TITLE }, read.error.message, false, (evicted) => answerEvicted(evicted, deps)).catch(() => undefined);
    return refuse(read.error);
  }
  const pending: PendingRequest = { ...base, params: read.value, title: solanaTitle(read.value.scan), ...(read.value.scan.account_address ? { account: read.value.scan.account_address } : {}) };

  let added: Awaited<ReturnType<typeof pendingStore.add>>;
  try {
    added = await pendingStore.add(pending);
  } catch {
    return refuse(internalError('Preflight could not keep the request for review'));
  }
  if (added.status === 'duplicate') return refuse(invalidParams('duplicate request id'));
  if (added.status === 'full') return refuse(limitExceeded('too many requests are waiting for review'));
  answerEvicted(added.evicted, deps);

  void deps.runner.start(pending).catch(() => undefined);
  return openReviewOrRefuse(pending, deps.runner);
}
