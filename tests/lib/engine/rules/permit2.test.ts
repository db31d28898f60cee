/**
 * Permit2 signatures (lib/engine/rules/permit2.ts): a message that claims to
 * be Permit2 but is addressed to another contract is a fake (Malicious
 * permit_farming); a real one is judged per token by who the spender is; the
 * chain decides where Permit2 lives (zkSync Era has its own). Each case names
 * the finding, the verdict and the words the user reads.
 */
import { describe, expect, it } from 'vitest';
import { checkPermit2, isRealPermit2, PERMIT2_TYPES } from '../../../../lib/engine/rules/permit2';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, facts, site, USER } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const DETAILS = [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }];
const TOKEN_PERMISSIONS = [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }];
const MAX160 = (2n ** 160n - 1n).toString();
const OTHER_TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

const single = (domain: Record<string, unknown>, message: Record<string, unknown> = {}) =>
  typed({
    types: { PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }], PermitDetails: DETAILS },
    primaryType: 'PermitSingle',
    domain,
    message: { details: { token: KNOWN_TOKEN, amount: '1000000', expiration: 1900000000, nonce: 0 }, spender: CONTRACT, sigDeadline: 1900000000, ...message },
  });
const batch = (details: unknown[], spender: string = CONTRACT) =>
  typed({
    types: { PermitBatch: [{ name: 'details', type: 'PermitDetails[]' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }], PermitDetails: DETAILS },
    primaryType: 'PermitBatch',
    domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
    message: { details, spender, sigDeadline: 1900000000 },
  });
const transferFrom = (permitted: unknown, list = false) =>
  typed({
    types: list
      ? { PermitBatchTransferFrom: [{ name: 'permitted', type: 'TokenPermissions[]' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }], TokenPermissions: TOKEN_PERMISSIONS }
      : { PermitTransferFrom: [{ name: 'permitted', type: 'TokenPermissions' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }], TokenPermissions: TOKEN_PERMISSIONS },
    primaryType: list ? 'PermitBatchTransferFrom' : 'PermitTransferFrom',
    domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
    message: { permitted, spender: CONTRACT, nonce: 1, deadline: 1800000000 },
  });
const REAL = { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 };
const ids = (hits: { feature_id: string; type: string }[]) => hits.map((h) => [h.feature_id, h.type]);

describe('where Permit2 lives', () => {
  it('the canonical address on Ethereum and on chains the registry does not know; not on zkSync Era (324) or its testnet (300)', () => {
    expect(isRealPermit2(PERMIT2, 1)).toBe(true);
    expect(isRealPermit2(PERMIT2, 999_999)).toBe(true);
    expect(isRealPermit2(PERMIT2, undefined)).toBe(true);
    expect(isRealPermit2(PERMIT2, 324)).toBe(false);
    expect(isRealPermit2(PERMIT2, 300)).toBe(false);
    expect(isRealPermit2(UNKNOWN, 1)).toBe(false);
    expect(isRealPermit2(undefined, 1)).toBe(false);
  });

  it('a contract the registry knows on that chain is Permit2 only when the registry names it so', () => {
    // Seaport 1.5 is in the registry on Ethereum: known, and not Permit2.
    expect(isRealPermit2('0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC', 1)).toBe(false);
  });
});

describe('a fake Permit2', () => {
  it('named "Permit2" but addressed to another contract: Malicious permit_farming, naming the contract, before the grant', async () => {
    const out = await checkPermit2(single({ name: 'Permit2', chainId: 1, verifyingContract: UNKNOWN }), facts());
    expect(out.recognised).toBe(true);
    expect(out.hits[0]).toEqual({
      feature_id: 'PERMIT2_FAKE_CONTRACT',
      type: 'Malicious',
      description: `This Permit2 signature is addressed to ${UNKNOWN}, not the real Permit2 contract. A copy moves whatever you approved to it; the site is not the official site of a popular app that could run its own.`,
      address: UNKNOWN,
      reason: 'permit_farming',
      stakes: true,
    });
  });

  it('named "Permit2" with no contract at all: Malicious, saying there is none', async () => {
    const out = await checkPermit2(single({ name: 'Permit2', chainId: 1 }), facts());
    expect(out.hits[0]).toMatchObject({ feature_id: 'PERMIT2_FAKE_CONTRACT', type: 'Malicious', description: expect.stringMatching(/^This Permit2 signature is addressed to no contract, not the real Permit2 contract\./) });
  });

  it("a popular dapp's own deployment on its own site, for a spender other than itself: shown (it moves only what was approved to it), the grant judged as usual", async () => {
    const onDapp = (spender: string, domain: Record<string, unknown> = { name: 'Permit2', chainId: 56, verifyingContract: UNKNOWN }) =>
      checkPermit2(single(domain, { spender, details: { token: KNOWN_TOKEN, amount: MAX160, expiration: 1900000000 + 30 * 86400, nonce: 0 } }), facts(56, USER, { site: site('pancakeswap.finance', { officialDapp: 'PancakeSwap' }) }));
    const own = await onDapp(CONTRACT);
    expect(ids(own.hits)).toEqual([['PERMIT2_OTHER_DEPLOYMENT', 'Info'], ['PERMIT', 'Benign']]);
    expect(own.hits[0]?.description).toBe(`This Permit2 signature is for 0x1111…1111, a Permit2 deployment Preflight does not know, asked by PancakeSwap's own site: it can move only what you have approved to that contract.`);
    expect(own.hits[1]?.description).toBe(`This Permit2 signature gives 0x68b3…Fc45 unlimited access to your USDC for 30 days, asked by PancakeSwap's own site. A grant that ends within a month is what apps ask for before they spend.`);
    // A personal account as spender, or the "Permit2" as its own spender: a fake, whatever the site.
    expect(ids((await onDapp(EOA)).hits)).toEqual([['PERMIT2_OTHER_DEPLOYMENT', 'Info'], ['PERMIT_TO_EOA', 'Malicious']]);
    expect(ids((await onDapp(UNKNOWN)).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
    expect((await onDapp(UNKNOWN)).hits[0]?.description).toContain('It names that same contract as the spender, which the real Permit2 never is.');
  });

  it("on a registry protocol's site (whose Permit2 the registry knows), or on any other site: a fake", async () => {
    const at = (s: ReturnType<typeof site>) => checkPermit2(single({ name: 'Permit2', chainId: 1, verifyingContract: UNKNOWN }), facts(1, USER, { site: s }));
    expect(ids((await at(site('app.uniswap.org', { officialOf: 'uniswap' }))).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
    expect(ids((await at(site('claim-rewards-event.app'))).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
    expect(ids((await at(site('pancakeswap.finance', { officialDapp: 'PancakeSwap', phishing: { listed: true } }))).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
  });

  it('the canonical address on zkSync Era, where Permit2 lives elsewhere: a fake, with the chain from the domain or else the wallet', async () => {
    expect(ids((await checkPermit2(single({ name: 'Permit2', chainId: 324, verifyingContract: PERMIT2 }), facts(1))).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
    expect(ids((await checkPermit2(single({ name: 'Permit2', verifyingContract: PERMIT2 }), facts(324))).hits)[0]).toEqual(['PERMIT2_FAKE_CONTRACT', 'Malicious']);
    // The domain's chain wins over the wallet's.
    expect(ids((await checkPermit2(single({ name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 }), facts(324))).hits).map(([id]) => id)).not.toContain('PERMIT2_FAKE_CONTRACT');
  });

  it('another protocol reusing a Permit2 type name under its own name and contract is not judged here', async () => {
    expect(await checkPermit2(single({ name: 'Other', chainId: 1, verifyingContract: UNKNOWN }), facts())).toMatchObject({ recognised: false, hits: [] });
  });

  it('the real contract under another name is still Permit2', async () => {
    const out = await checkPermit2(single({ name: 'Uniswap', chainId: 1, verifyingContract: PERMIT2 }), facts());
    expect(out.recognised).toBe(true);
    expect(out.hits.map((h) => h.feature_id)).not.toContain('PERMIT2_FAKE_CONTRACT');
  });
});

describe('a real Permit2 signature', () => {
  it('every Permit2 primary type is recognised', () => {
    expect(PERMIT2_TYPES).toEqual(['PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'PermitBatchTransferFrom', 'PermitWitnessTransferFrom', 'PermitBatchWitnessTransferFrom']);
  });

  it('PermitSingle to a personal account: Malicious permit_farming, with the grant as its exposure (amount and expiry)', async () => {
    const out = await checkPermit2(single(REAL, { spender: EOA, details: { token: KNOWN_TOKEN, amount: MAX160, expiration: 1900000000, nonce: 0 } }), facts());
    expect(out.hits.map((h) => [h.type, h.reason])).toEqual([['Malicious', 'permit_farming']]);
    expect(out.exposures).toEqual([{ token: KNOWN_TOKEN, spender: EOA, amount: 2n ** 160n - 1n, isApprovedForAll: false, expiration: 1900000000n }]);
  });

  it('PermitBatch: one finding and one exposure per token; an entry without an amount is left out', async () => {
    const out = await checkPermit2(batch([{ token: KNOWN_TOKEN, amount: '5', expiration: 1, nonce: 0 }, { token: OTHER_TOKEN, amount: '7', expiration: 2, nonce: 0 }, { token: OTHER_TOKEN, expiration: 3, nonce: 0 }], EOA), facts());
    expect(out.hits.map((h) => h.type)).toEqual(['Malicious', 'Malicious']);
    expect(out.exposures.map((e) => [e.token, e.amount, e.expiration])).toEqual([[KNOWN_TOKEN, 5n, 1n], [OTHER_TOKEN, 7n, 2n]]);
  });

  it('PermitTransferFrom and its batch form: the deadline is the expiry', async () => {
    expect((await checkPermit2(transferFrom({ token: KNOWN_TOKEN, amount: '9' }), facts())).exposures).toEqual([{ token: KNOWN_TOKEN, spender: CONTRACT, amount: 9n, isApprovedForAll: false, expiration: 1800000000n }]);
    const listed = await checkPermit2(transferFrom([{ token: KNOWN_TOKEN, amount: '1' }, { token: OTHER_TOKEN, amount: '2' }], true), facts());
    expect(listed.exposures.map((e) => [e.token, e.amount, e.expiration])).toEqual([[KNOWN_TOKEN, 1n, 1800000000n], [OTHER_TOKEN, 2n, 1800000000n]]);
  });

  it('no spender: a Warning that it names none, and no exposure', async () => {
    const out = await checkPermit2(single(REAL, { spender: undefined }), facts());
    expect(out).toEqual({ hits: [{ feature_id: 'PERMIT2_MALFORMED', type: 'Warning', description: 'The Permit2 signature does not name a valid spender.' }], exposures: [], recognised: true });
  });

  it("duration: an unlimited allowance that ends within a month, asked by a popular dapp's own site, is ordinary; longer, or on a registry protocol's site, it is not", async () => {
    const month = 30 * 86400;
    const ask = (spender: string, lasts: number, s: ReturnType<typeof site>, chain = facts) =>
      checkPermit2(single(REAL, { spender, sigDeadline: 1900000000, details: { token: KNOWN_TOKEN, amount: MAX160, expiration: 1900000000 + lasts, nonce: 0 } }), chain(1, USER, { site: s }));
    const dapp = site('app.pendle.finance', { officialDapp: 'Pendle' });
    expect(ids((await ask(CONTRACT, month, dapp)).hits)).toEqual([['PERMIT', 'Benign']]);
    // Offline the spender's kind is unknown: still ordinary on the dapp's site, saying it was not checked.
    const unchecked = (await ask(UNKNOWN, month, dapp)).hits[0];
    expect([unchecked?.feature_id, unchecked?.type]).toEqual(['PERMIT', 'Benign']);
    expect(unchecked?.description).toContain('Preflight could not check whether it is a contract.');
    expect(ids((await ask(CONTRACT, 365 * 86400, dapp)).hits)).toEqual([['PERMIT', 'Warning']]);
    expect(ids((await ask(UNKNOWN, 365 * 86400, dapp)).hits)).toEqual([['PERMIT_TO_UNCHECKED_ACCOUNT', 'Malicious']]);
    expect(ids((await ask(EOA, month, dapp)).hits)).toEqual([['PERMIT_TO_EOA', 'Malicious']]);
    expect(ids((await ask(CONTRACT, month, site('app.uniswap.org', { officialOf: 'uniswap' }))).hits)).toEqual([['PERMIT', 'Warning']]);
    expect(ids((await ask(CONTRACT, month, site('claim-rewards-event.app'))).hits)).toEqual([['PERMIT', 'Warning']]);
  });

  it('no token at all: a Warning that it names none', async () => {
    expect((await checkPermit2(batch([]), facts())).hits).toEqual([{ feature_id: 'PERMIT2_MALFORMED', type: 'Warning', description: 'The Permit2 signature names no token it is for.' }]);
  });
});
