/**
 * How much of a holding a transfer moves (issue #26, "how much"): a drainer takes everything it can; a
 * gift to a friend is one badge of many, a card of a deck, 25 units of thousands. A send of at most half
 * of what the user holds of the collection (ERC-721: a count) or ERC-1155 id is a part, shown rather than
 * flagged. Weighed only on the user's own chain (a page's provider may claim any balance, and here a
 * balance lowers a verdict) and never for a site whose name is a lure (lure-site.ts): there a part is still bait.
 */
import type { Address } from 'viem';
import { groupThousands } from '../../format/amount';
import { lureWord } from './lure-site';
import type { RuleFacts } from './types';

/** One NFT of a collection ({ amount: 1n }), or units of an ERC-1155 id. */
export interface Moved {
  token: Address;
  amount: bigint;
  id?: bigint;
}

/** "1 of the 14 you hold of it"; undefined when it is not a part, or the holding is unknown. */
export async function shareOfHolding(moved: Moved, facts: RuleFacts): Promise<string | undefined> {
  const site = facts.site;
  if (facts.chainSource !== 'user' || (site !== undefined && lureWord(site) !== undefined)) return undefined;
  const held = await facts.balanceOf(moved.token, moved.id);
  if (held === undefined || moved.amount <= 0n || moved.amount * 2n > held) return undefined;
  return `${groupThousands(moved.amount.toString())} of the ${groupThousands(held.toString())} you hold of it`;
}

/** What a drainer leaves beside "all of it": at most a hundredth, the fee of a native send or a bait amount's change. */
const LEFT_BEHIND_SHARE = 100n;

/** `amount` is all of `balance` but at most a hundredth of it (and no more than 1 % above: a fee added on top). */
export function allButAHundredth(amount: bigint, balance: bigint): boolean {
  return balance > 0n && amount >= balance - balance / LEFT_BEHIND_SHARE && amount <= balance + balance / LEFT_BEHIND_SHARE;
}
