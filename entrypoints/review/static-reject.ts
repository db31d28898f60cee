/**
 * The review window's Reject as the HTML draws it (entrypoints/review/index.html:
 * a disabled button in a placeholder of the review), made usable by the
 * page's first and smallest script (entrypoints/review-reject.ts), before the
 * shell (./shell.ts) has drawn the request or React has loaded: a click
 * rejects the request that opened the window (its id is in the window's
 * address, lib/messaging/review-url.ts). The shell then draws the review
 * around its own Reject. Only Reject: Approve waits for the full review.
 */
import { readShellHint } from '../../lib/messaging/review-url';
import { sendReject } from '../../lib/messaging/review-reject';

/** The button's id in index.html. */
export const STATIC_REJECT_ID = 'reject';
/** Set when the static Reject works (bench:interception: request → a usable Reject). */
export const REJECT_READY_MARK = 'preflight:review:reject';

export function enableStaticReject(doc: Document, search: string): void {
  const hint = readShellHint(search);
  // A history page, or a window opened without its request: the placeholder would only mislead.
  if (!hint) {
    doc.getElementById('root')?.replaceChildren();
    return;
  }
  const button = doc.getElementById(STATIC_REJECT_ID);
  // A bypass has nothing to reject (the wallet already has it): the shell draws its own "Close this warning".
  if (hint.bypass || !(button instanceof HTMLButtonElement)) return;
  button.addEventListener('click', () => {
    button.disabled = true;
    sendReject(hint.id).catch(() => {
      button.disabled = false;
    });
  });
  button.disabled = false;
  performance.mark(REJECT_READY_MARK);
}
