/**
 * The Solana wrapper in a frame (MAIN world, document_start, right after the
 * EVM wrapper): takes the page channel's hold() from the EVM wrapper
 * (./link.ts), catches Wallet Standard registrations (./standard.ts) and
 * patches injected providers whenever they appear (./injected.ts: at once, on
 * DOMContentLoaded and load, and on a bounded poll that is dense until a short
 * grace period after the frame's load, then sparse and ends).
 */
import { patchInjectedProviders } from './injected';
import { guardLegacyWallets } from './legacy';
import { takeHold } from './link';
import { apply } from './safe';
import { watchStandardWallets, type Fire } from './standard';

/** What the wrapper reads from its window, at load (before any page script could replace it). */
export type SolanaWindow = Pick<typeof globalThis, 'addEventListener' | 'dispatchEvent' | 'setTimeout' | 'CustomEvent' | 'Event' | 'navigator'>;

/** 50 ms ticks after the frame's load event (200 ms): a wallet injecting from its own load listener, or just after, is caught at once; later ones by the sparse ticks. */
const GRACE_TICKS = 4;
/** Ticks after the dense phase (gaps 100, 200, 400, then 800 ms: about 9 s, so a frame is watched for 10 s as before): a wallet injecting late is still caught. */
const SLOW_TICKS = 14;

export function installSolana(win: SolanaWindow): void {
  const { CustomEvent: Custom, dispatchEvent, setTimeout: later } = win;
  const stop = win.Event.prototype.stopImmediatePropagation;
  let ours: unknown;
  const fire: Fire = (type, detail) => apply(dispatchEvent, win, [(ours = new Custom(type, { detail }))]);
  const hold = takeHold(fire);
  // On capture, for all: the Wallet Standard events before any page listener; load and DOMContentLoaded at the window either way.
  const on = (type: string, listener: (event: unknown) => void): void => win.addEventListener(type, listener, true);
  const adopt = watchStandardWallets(
    on,
    (event) => apply(stop, event, []),
    fire,
    (event) => event === ours,
    hold,
  );
  guardLegacyWallets(win.navigator, adopt);
  const check = patchInjectedProviders(win, hold);
  on('DOMContentLoaded', check);
  // A wallet that injects from its own load listener (registered after ours) is caught by the ticks of the grace period.
  on('load', () => {
    check();
    if (dense > ticks + GRACE_TICKS) dense = ticks + GRACE_TICKS;
  });
  // The poll: every 50 ms until the grace period after load ends (3 s at most), then at gaps doubling to 800 ms for SLOW_TICKS more.
  let ticks = 0;
  let dense = 60;
  let wait = 50;
  const tick = (): void => {
    check();
    if (++ticks > dense) wait = wait < 800 ? wait * 2 : 800;
    if (ticks < dense + SLOW_TICKS) apply(later, win, [tick, wait]);
  };
  tick();
}
