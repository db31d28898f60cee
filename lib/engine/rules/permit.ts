/**
 * EIP-2612 Permit (owner, spender, value, nonce, deadline) and the DAI form
 * (holder, spender, nonce, expiry, allowed): an off-chain approval that anyone
 * can submit. Spender EOA or blocklisted: Malicious permit_farming; otherwise
 * Warning. Value 0 / allowed=false: a revoke, Benign.
 */
import type { Address } from 'viem';
import { isBlocklistedAddress } from '../blocklist';
import { addressField, bigintField, boolField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { describeAmount } from './amounts';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { revoke: 'PERMIT_REVOKE', malicious: 'PERMIT_TO_EOA', blocklisted: 'PERMIT_TO_KNOWN_MALICIOUS', grant: 'PERMIT', noToken: 'PERMIT_WITHOUT_TOKEN' } as const;

const MAX_UINT256 = 2n ** 256n - 1n;

/** Shared by Permit, DAI permit and Permit2: judge one signed allowance. */
export async function judgeSignedAllowance(
  args: { spender: Address; what: string; label: string },
  facts: RuleFacts,
): Promise<RuleHit[]> {
  const { spender, what, label } = args;
  if (isBlocklistedAddress(spender)) {
    return [hit(IDS.blocklisted, 'Malicious', `This ${label} signature lets a known scam address (${spender}) take ${what}.`, { address: spender, reason: 'permit_farming' })];
  }
  const kind = await facts.kindOf(spender);
  if (kind === 'eoa') {
    return [hit(IDS.malicious, 'Malicious', `This ${label} signature lets a personal account (${spender}), not a contract, take ${what}.`, { address: spender, reason: 'permit_farming' })];
  }
  const unchecked = kind === 'unknown' ? ' Preflight could not check whether the spender is a contract.' : '';
  return [hit(IDS.grant, 'Warning', `This ${label} signature lets ${spender} spend ${what} without a further transaction.${unchecked}`, { address: spender })];
}

export async function checkPermit(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.primaryType !== 'Permit') return NOT_MINE;
  const m = typed.message;
  const spender = addressField(m, 'spender');
  if (spender === undefined) return NOT_MINE;
  const token = typed.domain.verifyingContract;
  const dai = 'allowed' in m || 'holder' in m;
  const amount = dai ? (boolField(m, 'allowed') ? MAX_UINT256 : 0n) : bigintField(m, 'value');
  if (amount === undefined) return NOT_MINE;
  const expiration = dai ? bigintField(m, 'expiry') : bigintField(m, 'deadline');
  const tokenName = typed.domain.name ? `${typed.domain.name} ` : '';
  const label = dai ? 'DAI-style permit' : 'permit';
  if (amount === 0n) {
    return { hits: [hit(IDS.revoke, 'Benign', `Revokes ${spender}'s allowance on ${tokenName}tokens.`, { address: spender })], exposures: [], recognised: true };
  }
  const hits = await judgeSignedAllowance({ spender, what: `${describeAmount(amount, token ? await facts.tokenOf(token) : undefined)} of your ${tokenName}tokens`, label }, facts);
  if (token === undefined) {
    hits.push(hit(IDS.noToken, 'Warning', 'The permit does not name the token contract it is for.'));
    return { hits, exposures: [], recognised: true };
  }
  return { hits, exposures: [{ token, spender, amount, isApprovedForAll: false, expiration }], recognised: true };
}
