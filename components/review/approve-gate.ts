/**
 * When Approve may act. A page can make the user press keys or click at a
 * steady rhythm (a game, a form) and time a request so that one of those
 * presses lands on the review window as it appears. Like the browser's own
 * permission prompts, Approve therefore stays inactive until the window has
 * been visible and focused for a moment without interruption; losing focus or
 * visibility starts the wait again.
 */

/** How long the window must be visible and focused before Approve acts (browsers use about a second). */
export const APPROVE_ARM_DELAY_MS = 1000;

export interface GateEnvironment {
  visible(): boolean;
  focused(): boolean;
}

export interface ApproveGate {
  /** Re-reads visibility and focus (call on focus, blur and visibilitychange). */
  update(): void;
  armed(): boolean;
  /** The time (Date.now()) at which the gate last armed, undefined while it is not armed. */
  armedAt(): number | undefined;
  dispose(): void;
}

export function createApproveGate(env: GateEnvironment, onChange: (armed: boolean) => void, delayMs = APPROVE_ARM_DELAY_MS): ApproveGate {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let since: number | undefined;
  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (since !== undefined) {
      since = undefined;
      onChange(false);
    }
  };
  const update = () => {
    if (!(env.visible() && env.focused())) return disarm();
    if (since !== undefined || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      since = Date.now();
      onChange(true);
    }, delayMs);
  };
  return {
    update,
    armed: () => since !== undefined,
    armedAt: () => since,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Whether a click on Approve counts: a pointer click counts only when the
 * press that started it came after the gate armed, so the second half of a
 * double click begun before the window appeared never approves. Clicks that
 * come from the keyboard on the focused button (detail 0) were already
 * checked by the gate being armed.
 */
export function clickCounts(detail: number, lastPointerDownAt: number | undefined, armedAt: number | undefined): boolean {
  if (armedAt === undefined) return false;
  if (detail === 0) return true;
  return lastPointerDownAt !== undefined && lastPointerDownAt >= armedAt;
}

export type ReadsState = 'pending' | 'unavailable';
export type DeliberateReason = 'scanning' | 'unavailable' | 'readsPending' | 'readsUnavailable';

/**
 * Why Approve needs "I understand the risk" besides a Malicious verdict (#25):
 * nothing has judged the request yet, the scan is unavailable, or the
 * verdict's reads (contract checks, simulation) are still running or were
 * not made. Undefined when a complete scan stands behind the verdict.
 */
export function deliberateReason(verdict: string, reads: ReadsState | undefined): DeliberateReason | undefined {
  if (verdict === 'scanning' || verdict === 'unavailable') return verdict;
  if (reads === 'pending') return 'readsPending';
  if (reads === 'unavailable') return 'readsUnavailable';
  return undefined;
}
