/**
 * The Solana wrapper in a frame (MAIN world, document_start, right after the
 * EVM wrapper): takes the page channel's hold() from the EVM wrapper
 * (./link.ts), catches Wallet Standard registrations (./standard.ts) and
 * patches injected providers whenever they appear (./injected.ts: at once, on
 * DOMContentLoaded and load, and on a short bounded poll as for EVM).
 */
import { pageEvents } from '../../provider/page-events';
import type { PageWindow } from '../../provider/page-window';
import { apply, read } from '../../provider/pristine';
import { patchInjectedProviders } from './injected';
import { takeHold } from './link';
import { watchStandardWallets } from './standard';


export function installSolana(win: PageWindow): void {
  const events = pageEvents(win);
  const hold = takeHold(events);
  const held = () => hold;
  watchStandardWallets(win, events, held);
  const check = patchInjectedProviders(win, held);
  check();
  for (const type of ['DOMContentLoaded', 'load']) win.addEventListener(type, check);
  const setTimer = read(win, 'setTimeout');
  let ticks = 0;
  // Polling after document_start, as for EVM: every 50 ms for 3 s, then every 500 ms up to 10 s.
  const tick = (): void => {
    check();
    if (++ticks < 74 && typeof setTimer === 'function') apply(setTimer, win, [tick, ticks < 60 ? 50 : 500]);
  };
  tick();
}
