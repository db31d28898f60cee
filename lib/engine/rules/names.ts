/**
 * How rules name things in a sentence: the registry's name for a known
 * contract ("Uniswap Permit2"), the token's symbol, "your account" for the
 * signer, else a short address. A sentence never carries two full addresses;
 * the full one travels in the feature's `address`.
 */
import type { Address } from 'viem';
import { shortAddress } from '../../format/address';
import { sameAddress } from './typed-shared';
import type { RuleFacts } from './types';

export function partyName(address: Address, facts: RuleFacts): string {
  if (sameAddress(address, facts.signer)) return 'your account';
  return facts.known(address)?.name ?? shortAddress(address);
}

/** "USDC", the registry's name, else the short address of the token contract. */
export async function tokenName(token: Address | undefined, facts: RuleFacts): Promise<string> {
  if (token === undefined) return 'tokens';
  const info = await facts.tokenOf(token);
  return info?.symbol ?? facts.known(token)?.name ?? `token ${shortAddress(token)}`;
}

/** True when whoever ends up with proceeds or power is the user, or a contract the registry knows. */
export function isUserOrKnown(address: Address, facts: RuleFacts): boolean {
  return sameAddress(address, facts.signer) || facts.known(address) !== undefined;
}
