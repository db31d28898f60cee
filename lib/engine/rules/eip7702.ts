/**
 * EIP-7702 authorization lists: the account's code becomes the delegate's code,
 * which can then move everything the account holds. Always a Warning; a
 * blocklisted delegate is Malicious.
 */
import { z } from 'zod';
import { isBlocklistedAddress } from '../blocklist';
import { hit, type RuleHit } from './types';

export const IDS = { delegation: 'EIP7702_DELEGATION', malicious: 'EIP7702_DELEGATION_TO_KNOWN_MALICIOUS', malformed: 'EIP7702_MALFORMED' } as const;

// viem names the delegate `address` (older versions `contractAddress`); JSON-RPC uses `address`.
const entrySchema = z.looseObject({ address: z.string().optional(), contractAddress: z.string().optional() });

export function checkAuthorizationList(list: unknown): RuleHit[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return [hit(IDS.malformed, 'Warning', 'The transaction carries an EIP-7702 authorization list that cannot be read.')];
  const hits: RuleHit[] = [];
  for (const entry of list.slice(0, 64)) {
    const parsed = entrySchema.safeParse(entry);
    const delegate = parsed.success ? parsed.data.address ?? parsed.data.contractAddress : undefined;
    if (delegate === undefined) {
      hits.push(hit(IDS.malformed, 'Warning', 'The transaction carries an EIP-7702 authorization that cannot be read.'));
      continue;
    }
    if (isBlocklistedAddress(delegate)) {
      hits.push(hit(IDS.malicious, 'Malicious', `Hands control of your account to a known scam contract (${delegate}) through an EIP-7702 delegation.`, { address: delegate, reason: 'other' }));
    } else {
      hits.push(hit(IDS.delegation, 'Warning', `Turns your account into a smart account running the code at ${delegate} (EIP-7702). That code could move everything your account holds.`, { address: delegate }));
    }
  }
  if (list.length === 0) hits.push(hit(IDS.malformed, 'Warning', 'The transaction carries an empty EIP-7702 authorization list.'));
  return hits;
}
