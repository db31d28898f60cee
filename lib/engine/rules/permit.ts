/**
 * EIP-2612 Permit (owner, spender, value, nonce, deadline) and the DAI form
 * (holder, spender, nonce, expiry, allowed): an off-chain approval that anyone
 * can submit. Judged like any grant (grant.ts); value 0 / allowed=false is a revoke.
 */
import { maxUint256 } from 'viem';
import { addressField, bigintField, boolField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { judgeGrant } from './grant';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts } from './types';

export const IDS = { noToken: 'PERMIT_WITHOUT_TOKEN' } as const;

export async function checkPermit(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.primaryType !== 'Permit') return NOT_MINE;
  const m = typed.message;
  const spender = addressField(m, 'spender');
  if (spender === undefined) return NOT_MINE;
  const token = typed.domain.verifyingContract;
  const dai = 'allowed' in m || 'holder' in m;
  const amount = dai ? (boolField(m, 'allowed') ? maxUint256 : 0n) : bigintField(m, 'value');
  if (amount === undefined) return NOT_MINE;
  const expiration = dai ? bigintField(m, 'expiry') : bigintField(m, 'deadline');
  const hits = await judgeGrant({ kind: 'permit', token, spender, amount, via: dai ? 'This DAI-style permit' : 'This permit' }, facts);
  if (token === undefined) {
    hits.push(hit(IDS.noToken, 'Warning', 'The permit does not name the token contract it is for.'));
    return { hits, exposures: [], recognised: true };
  }
  const exposures = amount === 0n ? [] : [{ token, spender, amount, isApprovedForAll: false, expiration }];
  return { hits, exposures, recognised: true };
}
