/**
 * EIP-7702 authorization lists: the account's code becomes the delegate's
 * code, which can then move everything the account holds. A wallet's own
 * smart-account code from the registry (role smart-account, from the maker's
 * deployment package) is Info; another contract the registry knows (a router,
 * a token…) is no account code: Warning; any other delegate is Malicious (the
 * 2025 sweeper-delegation drains).
 */
import { getAddress, type Address } from 'viem';
import { z } from 'zod/mini';
import { partyName } from './names';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = {
  delegation: 'EIP7702_DELEGATION',
  smartAccount: 'EIP7702_KNOWN_SMART_ACCOUNT',
  unknown: 'EIP7702_DELEGATION_UNKNOWN',
  malicious: 'EIP7702_DELEGATION_TO_KNOWN_MALICIOUS',
  malformed: 'EIP7702_MALFORMED',
  delegateCall: 'ACCOUNT_DELEGATECALL',
} as const;

// viem names the delegate `address` (older versions `contractAddress`); JSON-RPC uses `address`.
const entrySchema = z.looseObject({ address: z.optional(z.string()), contractAddress: z.optional(z.string()) });
const addressSchema = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((a) => getAddress(a.toLowerCase())));

export function checkAuthorizationList(list: unknown, facts: RuleFacts): RuleHit[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return [hit(IDS.malformed, 'Warning', 'The transaction carries an EIP-7702 authorization list that cannot be read.')];
  const hits: RuleHit[] = [];
  for (const entry of list.slice(0, 64)) {
    const parsed = entrySchema.safeParse(entry);
    const delegate = addressSchema.safeParse(parsed.success ? parsed.data.address ?? parsed.data.contractAddress : undefined);
    if (!delegate.success) {
      hits.push(hit(IDS.malformed, 'Warning', 'The transaction carries an EIP-7702 authorization that cannot be read.'));
      continue;
    }
    const address = delegate.data;
    const at = { address, stakes: true };
    if (facts.listed(address)) {
      hits.push(hit(IDS.malicious, 'Malicious', `Hands control of your account to a known scam contract (${partyName(address, facts)}) through an EIP-7702 delegation.`, { ...at, reason: 'other' }));
    } else if (facts.known(address)?.role === 'smart-account') {
      hits.push(hit(IDS.smartAccount, 'Info', `Turns your account into a ${partyName(address, facts)} (EIP-7702): wallet code Preflight knows, published by its maker. Your key still controls the account.`, at));
    } else if (facts.known(address)) {
      hits.push(hit(IDS.delegation, 'Warning', `Turns your account into a smart account running ${partyName(address, facts)} (EIP-7702). That code could move everything your account holds.`, at));
    } else {
      hits.push(hit(IDS.unknown, 'Malicious', `Turns your account into a smart account running ${partyName(address, facts)}, code Preflight does not know (EIP-7702): it could move everything your account holds, now and later.`, { ...at, reason: 'other' }));
    }
  }
  if (list.length === 0) hits.push(hit(IDS.malformed, 'Warning', 'The transaction carries an empty EIP-7702 authorization list.'));
  return hits;
}

/** An execute body in ERC-7579 delegatecall mode: `target`'s code runs as the account itself, as a delegate would. */
export function checkAccountDelegateCall(target: Address, facts: RuleFacts): RuleHit[] {
  const known = facts.known(target) !== undefined;
  const sentence = `Your account runs the code of ${partyName(target, facts)}${known ? '' : ', unknown to Preflight,'} as its own (delegatecall): it can move everything your account holds.`;
  return [hit(IDS.delegateCall, known ? 'Warning' : 'Malicious', sentence, { address: target, stakes: true, ...(known ? {} : { reason: 'other' as const }) })];
}
