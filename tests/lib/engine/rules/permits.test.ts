/**
 * Permits signed off-chain (lib/engine/rules/permit.ts, permit-for-all.ts)
 * and raw eth_sign (eth-sign.ts): what each grants, the exposure it leaves,
 * and the words the user reads.
 */
import { keccak256, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkEthSign } from '../../../../lib/engine/rules/eth-sign';
import { checkPermit } from '../../../../lib/engine/rules/permit';
import { checkPermitForAll } from '../../../../lib/engine/rules/permit-for-all';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, PERMIT2, USER, facts } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const eip2612 = { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] };
const daiStyle = { Permit: [{ name: 'holder', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'expiry', type: 'uint256' }, { name: 'allowed', type: 'bool' }] };
const forAll = { PermitForAll: [{ name: 'owner', type: 'address' }, { name: 'operator', type: 'address' }, { name: 'approved', type: 'bool' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] };

describe('EIP-2612 and DAI-style permits', () => {
  it('a DAI-style permit with allowed=true grants everything; allowed=false revokes and leaves no exposure', async () => {
    const grant = await checkPermit(typed({ types: daiStyle, primaryType: 'Permit', domain: { name: 'Dai', chainId: 1, verifyingContract: CONTRACT }, message: { holder: USER, spender: PERMIT2, nonce: 0, expiry: 1900000000, allowed: true } }), facts());
    expect(grant.exposures).toEqual([{ token: CONTRACT, spender: PERMIT2, amount: maxUint256, isApprovedForAll: false, expiration: 1900000000n }]);
    expect(grant.hits.map((h) => h.description)).toEqual([expect.stringMatching(/^This DAI-style permit gives Uniswap Permit2 unlimited access/)]);
    const revoke = await checkPermit(typed({ types: daiStyle, primaryType: 'Permit', domain: { name: 'Dai', chainId: 1, verifyingContract: CONTRACT }, message: { holder: USER, spender: EOA, nonce: 0, expiry: 1900000000, allowed: false } }), facts());
    expect(revoke.exposures).toEqual([]);
  });

  it('a permit that names no token contract: the grant is judged, and a Warning says what is missing', async () => {
    const out = await checkPermit(typed({ types: eip2612, primaryType: 'Permit', domain: { name: 'T', chainId: 1 }, message: { owner: USER, spender: EOA, value: '1000', nonce: 0, deadline: 1900000000 } }), facts());
    expect(out.recognised).toBe(true);
    expect(out.exposures).toEqual([]);
    expect(out.hits.at(-1)).toEqual({ feature_id: 'PERMIT_WITHOUT_TOKEN', type: 'Warning', description: 'The permit does not name the token contract it is for.' });
    expect(out.hits[0]?.reason).toBe('permit_farming');
  });

  it('no spender, or no amount: not a permit this rule reads', async () => {
    const noSpender = typed({ types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'value', type: 'uint256' }] }, primaryType: 'Permit', domain: { verifyingContract: CONTRACT }, message: { owner: USER, value: '1' } });
    expect((await checkPermit(noSpender, facts())).recognised).toBe(false);
    const noAmount = typed({ types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }] }, primaryType: 'Permit', domain: { verifyingContract: CONTRACT }, message: { owner: USER, spender: EOA } });
    expect((await checkPermit(noAmount, facts())).recognised).toBe(false);
  });
});

describe('PermitForAll (an NFT collection by signature)', () => {
  const permitForAll = (message: Record<string, unknown>, domain: Record<string, unknown> = { name: 'C', chainId: 1, verifyingContract: CONTRACT }) =>
    typed({ types: forAll, primaryType: 'PermitForAll', domain, message: { owner: USER, operator: EOA, approved: true, nonce: 0, deadline: 1900000000, ...message } });

  it('to a personal account: Malicious, and the whole collection is exposed', async () => {
    const out = await checkPermitForAll(permitForAll({}), facts());
    expect(out.hits.map((h) => [h.type, h.reason])).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(out.exposures).toEqual([{ token: CONTRACT, spender: EOA, amount: undefined, isApprovedForAll: true, expiration: undefined }]);
  });

  it('a revoke leaves no exposure; a collection not named leaves none either', async () => {
    expect((await checkPermitForAll(permitForAll({ approved: false }), facts())).exposures).toEqual([]);
    expect((await checkPermitForAll(permitForAll({}, { name: 'C', chainId: 1 }), facts())).exposures).toEqual([]);
  });

  it('another primary type, or no operator: not this rule\'s', async () => {
    const noOperator = typed({ types: { PermitForAll: [{ name: 'owner', type: 'address' }] }, primaryType: 'PermitForAll', domain: { verifyingContract: CONTRACT }, message: { owner: USER } });
    expect((await checkPermitForAll(noOperator, facts())).recognised).toBe(false);
  });
});

describe('eth_sign', () => {
  it('each case in words', () => {
    expect(checkEthSign(keccak256('0x01'))).toEqual([{ feature_id: 'BLIND_SIGNATURE', type: 'Malicious', description: 'This asks you to sign a raw hash (eth_sign). It can authorise a transaction or transfer you cannot see.', reason: 'raw_signature_farming' }]);
    expect(checkEthSign('0x1234')).toEqual([{ feature_id: 'RAW_SIGNATURE', type: 'Warning', description: 'This asks for a raw eth_sign signature; sites rarely need one and it may authorise something you cannot see.' }]);
    expect(checkEthSign('0x123')).toEqual([{ feature_id: 'RAW_SIGNATURE_MALFORMED', type: 'Warning', description: 'This eth_sign request asks to sign data that is not hex bytes; wallets treat it unpredictably.' }]);
  });
});
