/**
 * The Solana wrapper holds its calls on the EVM wrapper's page channel
 * (lib/provider/channel.ts), so a Solana request is relayed, reviewed,
 * forwarded and settled exactly like an EVM one, through the same keyed
 * private channel: nothing new a page message could trigger.
 *
 * The two are separate MAIN-world scripts (the EVM one has its own size
 * budget); they meet once, at document_start before any page script: the
 * Solana script fires a SOLANA_LINK_EVENT whose detail receives hold(). Only the
 * first such event is answered, and it is stopped before any page listener.
 * A page that fired one first (it cannot: it runs later) would only get a way
 * to ask for reviews of its own calls.
 */
import type { PageChannel } from '../../provider/channel';
import { SOLANA_LINK_EVENT } from '../../provider/constants';
import type { PageEvents } from '../../provider/page-events';
import type { PageWindow } from '../../provider/page-window';
import type { Fire } from './standard';

export type Hold = PageChannel['hold'];

/** EVM wrapper's side: hands hold() to the first link request. */
export function offerHold(win: Pick<PageWindow, 'addEventListener'>, events: Pick<PageEvents, 'stop' | 'detail'>, hold: Hold): void {
  let given = false;
  win.addEventListener(
    SOLANA_LINK_EVENT,
    (event) => {
      events.stop(event);
      const take = events.detail(event);
      if (given || typeof take !== 'function') return;
      given = true;
      take(hold);
    },
    true,
  );
}

/** Solana wrapper's side: asks for hold(); undefined when the EVM wrapper is not in this frame. */
export function takeHold(fire: Fire): Hold | undefined {
  let hold: Hold | undefined;
  fire(SOLANA_LINK_EVENT, (h: Hold) => (hold ??= h));
  return hold;
}
