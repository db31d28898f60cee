/**
 * Whoever ends up with the proceeds, the position or the power must be the
 * user or a contract the registry knows. A recipient / receiver / owner /
 * onBehalfOf / delegatee field naming anyone else is Malicious (the request
 * sends what the user pays for to a stranger), with the field named.
 */
import type { Address } from 'viem';
import type { Recipient } from '../decode/protocols';
import { isUserOrKnown, partyName } from './names';
import { sameAddress } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { notYou: 'RECIPIENT_NOT_YOU', call: 'PROTOCOL_CALL' } as const;

/** `what` names the action: "swapExactETHForTokens on Uniswap V2 Router", "This DelegationWithSig signature". */
/**
 * 0x0 means "the sender" in most of these protocols (CoW receiver, 1inch receiver, V3 collect into the manager);
 * 0x…01 / 0x…02 are Uniswap's MSG_SENDER / ADDRESS_THIS; the rest of the lowest addresses are precompiles
 * no one holds a key to. None hands anything to a stranger.
 */
const SENTINEL_LIMIT = 0x10000n;
function isSentinel(address: Address): boolean {
  return BigInt(address) < SENTINEL_LIMIT;
}

/**
 * `called`: the contract the request calls. Proceeds parked there (a router holding a swap's output
 * between commands, a fork's own router) stay inside the request: it is not a stranger.
 */
export function checkRecipients(what: string, recipients: readonly Recipient[], facts: RuleFacts, called?: Address): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const r of recipients) {
    if (isSentinel(r.address) || isUserOrKnown(r.address, facts) || sameAddress(r.address, called)) continue;
    if (facts.signer === undefined) continue;
    const listed = facts.listed(r.address);
    const who = listed ? `a known scam address (${partyName(r.address, facts)})` : `${partyName(r.address, facts)}, which is neither you nor a contract Preflight knows`;
    hits.push(hit(IDS.notYou, 'Malicious', `${what} names ${who} as "${r.field}": it would receive what this request gives up.`, { address: r.address, reason: 'other', stakes: true }));
  }
  if (hits.length > 0) return hits;
  const named = recipients.length > 0 ? ` Every recipient field (${[...new Set(recipients.map((r) => r.field))].join(', ')}) names you or a known contract.` : '';
  return [hit(IDS.call, 'Info', `${what}.${named}`)];
}

export function callLabel(fn: string, target: Address, facts: RuleFacts): string {
  return `Calls ${fn} on ${partyName(target, facts)}`;
}
