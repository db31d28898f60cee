/**
 * The Solana wrapper in a frame (MAIN world, document_start, right after the
 * EVM wrapper): takes the page channel's hold() from the EVM wrapper
 * (./link.ts), catches Wallet Standard registrations (./standard.ts) and
 * patches injected providers whenever they appear (./injected.ts: at once, on
 * DOMContentLoaded and load, and on a short bounded poll as for EVM).
 */
import { apply, weakMap } from '../../provider/pristine';
import { patchInjectedProviders } from './injected';
import { guardLegacyWallets } from './legacy';
import { takeHold } from './link';
import { watchStandardWallets, type Fire } from './standard';

/** What the wrapper reads from its window, at load (before any page script could replace it). */
export type SolanaWindow = Pick<typeof globalThis, 'addEventListener' | 'dispatchEvent' | 'setTimeout' | 'CustomEvent' | 'Event' | 'navigator'>;

export function installSolana(win: SolanaWindow): void {
  const { CustomEvent: Custom, dispatchEvent, setTimeout: later } = win;
  const stop = win.Event.prototype.stopImmediatePropagation;
  let ours: unknown;
  const fire: Fire = (type, detail) => apply(dispatchEvent, win, [(ours = new Custom(type, { detail }))]);
  const hold = takeHold(fire);
  const known = weakMap<object, object>();
  const adopt = watchStandardWallets(
    (type, listener) => win.addEventListener(type, listener, true),
    (event) => apply(stop, event, []),
    fire,
    (event) => event === ours,
    hold,
    known,
  );
  guardLegacyWallets(win.navigator, adopt);
  const check = patchInjectedProviders(win, hold, known);
  win.addEventListener('DOMContentLoaded', check);
  win.addEventListener('load', check);
  let ticks = 0;
  // Polling after document_start, as for EVM: every 50 ms for 3 s, then every 500 ms up to 10 s.
  const tick = (): void => {
    check();
    if (++ticks < 74) apply(later, win, [tick, ticks < 60 ? 50 : 500]);
  };
  tick();
}
