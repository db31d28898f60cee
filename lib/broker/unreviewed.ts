/**
 * The two ends of a held request that are the same for every chain.
 *
 * Not reviewed (protection paused, method not checked): the background itself
 * calls the wallet in the page, exactly as on approval, so the wrapper never
 * has to honour a page-visible "pass-through" message (which a hostile page
 * could forge for a request under review). The message reply stays the
 * fallback where scripts cannot be injected.
 */
import type { InterceptReply, PendingRequest } from '../messaging/extension';
import { internalError } from '../rpc-errors';
import type { ScanOutcome } from '../scan/outcome';
import { scanComplete } from '../scan/reads';
import type { PageActions } from './forward';
import { pendingStore } from './pending-store';
import { markPolicyApproval } from './policy-notice';
import { recordSettled } from './record';
import { showReviewWindow } from './review-window';
import type { ScanRunner } from './scan-runner';

export async function forwardUnreviewed(pending: PendingRequest, page: Pick<PageActions, 'forward'>): Promise<InterceptReply> {
  try {
    await page.forward(pending);
    return { accepted: true };
  } catch {
    return { accepted: false, passThrough: true };
  }
}

/**
 * Opens the review of a stored request; without a window nobody can decide, so the request is given back rather than left waiting.
 * `opened`: whether the window opened, when the caller began opening it already (true / false).
 */
export async function openReviewOrRefuse(pending: PendingRequest, runner: Pick<ScanRunner, 'cancel'>, opened?: Promise<boolean>): Promise<InterceptReply> {
  try {
    if (!(await (opened ?? showReviewWindow(pending).then(() => true)))) throw new Error('no review window');
  } catch {
    runner.cancel(pending.id);
    await pendingStore.claim(pending.id);
    return { accepted: false, passThrough: false, error: internalError('could not open the review window') };
  }
  return { accepted: true };
}

/**
 * A trusted site's request (auto-approval on): forwarded without a window only
 * when its scan is complete and Benign (a first-stage Benign whose reads never
 * came, or whose simulation failed, is no auto-approval); otherwise the review
 * opens. `scanned` is undefined when the request was decided meanwhile.
 */
export async function approveIfBenign(
  pending: PendingRequest,
  scanned: Promise<ScanOutcome | undefined>,
  page: Pick<PageActions, 'forward'>,
  complete: (outcome: ScanOutcome) => boolean = scanComplete,
): Promise<void> {
  const outcome = await scanned;
  if (!outcome) return;
  const benign = complete(outcome) && outcome.state === 'done' && outcome.response.validation?.result_type === 'Benign';
  const claimed = benign ? await pendingStore.claim(pending.id) : undefined;
  if (!claimed) {
    await showReviewWindow(pending).catch(() => undefined);
    return;
  }
  recordSettled({ ...claimed, scan: outcome }, 'approved', 'policy');
  await page.forward(claimed).catch(() => undefined);
  await markPolicyApproval(claimed).catch(() => undefined);
}
