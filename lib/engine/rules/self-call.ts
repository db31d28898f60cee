/**
 * A contract told to run a batch of calls, one of which is a call to itself: a smart account changing its
 * own settings (adding a key, an owner, a guardian, a trusted recipient). The batch's shape is the one
 * account ABIs share, `(address to, uint256 value, bytes data)[]` as the only argument, whatever the
 * function is named (Ambire's `executeBySender`, other accounts' `executeBatch`, `executeCalls`…): a batch
 * Preflight has no ABI for still says which of its calls go back to the contract itself.
 *
 * What such a call hands over is read as any call Preflight cannot read (unread-call.ts): a personal
 * account it names is a Warning that gives to another, which a lure, imitating or listed site raises.
 * Calls to other contracts in the batch (a token's transfer) are the account spending, not changing who
 * controls it: left as they were, since the account is not known to be the user's.
 */
import { decodeAbiParameters, encodeAbiParameters, parseAbiParameters, type Address, type Hex } from 'viem';
import { MAX_MULTISEND_CALLS } from '../decode/multisend';
import { partyName } from './names';
import { sameAddress } from './typed-shared';
import { checkUnreadCallParties } from './unread-call';
import type { RuleFacts, RuleHit } from './types';

const BATCH = parseAbiParameters('(address to, uint256 value, bytes data)[]');
const SELECTOR_HEX = 10;
/** Self-calls read per batch: each may ask the chain about six addresses (unread-call.ts), and a page chooses how many there are. */
const MAX_SELF_CALLS = 8;

/** The batch's calls, or undefined when the arguments are not exactly one such list (re-encoding must give them back). */
function batchCalls(data: Hex): readonly { to: Address; value: bigint; data: Hex }[] | undefined {
  const args: Hex = `0x${data.slice(SELECTOR_HEX)}`;
  try {
    const [calls] = decodeAbiParameters(BATCH, args);
    if (calls.length === 0 || calls.length > MAX_MULTISEND_CALLS) return undefined;
    return encodeAbiParameters(BATCH, [calls]).toLowerCase() === args.toLowerCase() ? calls : undefined;
  } catch {
    return undefined;
  }
}

/** The findings of the calls a batch sent to `to` makes to `to` itself, worded as such. */
export async function checkSelfCalls(to: Address, data: Hex, facts: RuleFacts): Promise<RuleHit[]> {
  const own = (batchCalls(data) ?? []).filter((c) => sameAddress(c.to, to) && c.data.length > SELECTOR_HEX).slice(0, MAX_SELF_CALLS);
  const found = await Promise.all(own.map((c) => checkUnreadCallParties({ to, data: c.data, value: c.value }, facts)));
  const prefix = `${partyName(to, facts)} calls itself in this batch (an account changing its settings). `;
  return found.flat().map((h) => ({ ...h, description: `${prefix}${h.description}` }));
}
