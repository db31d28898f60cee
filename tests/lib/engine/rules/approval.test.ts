import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkApproval } from '../../../../lib/engine/rules/approval';
import { isUnlimited } from '../../../../lib/engine/rules/amounts';
import { checkSetApprovalForAll } from '../../../../lib/engine/rules/set-approval-for-all';
import { isUnlimitedAmount } from '../../../../lib/format/amount';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, SCAMMER, UNKNOWN, facts, site } from './support';

const token = CONTRACT;
const verdict = async (spender: `0x${string}`, amount: bigint) =>
  (await checkApproval({ token, spender, amount, via: 'This approval' }, facts())).map((h) => [h.feature_id, h.type, h.reason ?? '']);

describe('ERC-20 approval rule', () => {
  it.each([
    ['unlimited to an EOA', EOA, maxUint256, 'APPROVAL_TO_EOA', 'Malicious', 'approval_farming'],
    ['2^255 to an EOA', EOA, 2n ** 255n, 'APPROVAL_TO_EOA', 'Malicious', 'approval_farming'],
    ['bounded to an EOA', EOA, 10n ** 18n, 'APPROVAL_TO_EOA', 'Malicious', 'approval_farming'],
    ['unlimited to an unknown contract', CONTRACT, maxUint256, 'UNLIMITED_APPROVAL', 'Warning', ''],
    // #25: a missing fact is read the dangerous way (as a personal account), and the sentence says so.
    ['unlimited, kind unknown', UNKNOWN, maxUint256, 'APPROVAL_TO_UNCHECKED_ACCOUNT', 'Malicious', 'approval_farming'],
    ['bounded to an unknown contract: ordinary, shown', CONTRACT, 10n ** 18n, 'TOKEN_APPROVAL', 'Benign', ''],
    ['bounded to an address whose kind is unknown: the loss is bounded, shown', UNKNOWN, 10n ** 18n, 'TOKEN_APPROVAL', 'Benign', ''],
    ['unlimited to a registry spender', PERMIT2, maxUint256, 'APPROVAL_TO_KNOWN_SPENDER', 'Benign', ''],
    ['revoke to an EOA', EOA, 0n, 'APPROVAL_REVOKE', 'Benign', ''],
    ['bounded to a listed spender', SCAMMER, 1n, 'APPROVAL_TO_KNOWN_MALICIOUS', 'Malicious', 'approval_farming'],
  ] as const)('%s', async (_n, spender, amount, id, type, reason) => {
    expect(await verdict(spender, amount)).toEqual([[id, type, reason]]);
  });

  describe('an amount covering the whole balance (a chain fact)', () => {
    const withBalance = (spender: `0x${string}`, amount: bigint, balance?: bigint) =>
      checkApproval({ token: KNOWN_TOKEN, spender, amount, via: 'This approval' }, facts(1, undefined, { balances: balance === undefined ? {} : { [KNOWN_TOKEN]: balance } }));
    it('to an unknown contract: Malicious, naming what the user holds', async () => {
      const [h] = await withBalance(CONTRACT, maxUint256, 1_250_000_000n);
      expect([h?.feature_id, h?.type, h?.reason]).toEqual(['APPROVAL_OF_WHOLE_BALANCE', 'Malicious', 'approval_farming']);
      expect(h?.description).toContain('covers all 1,250 USDC you hold');
      expect((await withBalance(CONTRACT, 1_250_000_000n, 1_250_000_000n))[0]?.feature_id).toBe('APPROVAL_OF_WHOLE_BALANCE');
    });
    it('less than the balance, nothing held, no balance read, or a registry spender: the verdict without the fact', async () => {
      const ids = async (p: ReturnType<typeof withBalance>) => (await p).map((h) => [h.feature_id, h.type]);
      expect(await ids(withBalance(CONTRACT, 1_000_000n, 1_250_000_000n))).toEqual([['TOKEN_APPROVAL', 'Benign']]);
      expect(await ids(withBalance(CONTRACT, 700_000_000n, 1_250_000_000n))).toEqual([['TOKEN_APPROVAL', 'Warning']]);
      expect(await ids(withBalance(CONTRACT, maxUint256, 0n))).toEqual([['UNLIMITED_APPROVAL', 'Warning']]);
      expect(await ids(withBalance(CONTRACT, maxUint256))).toEqual([['UNLIMITED_APPROVAL', 'Warning']]);
      expect(await ids(withBalance(PERMIT2, maxUint256, 1_250_000_000n))).toEqual([['APPROVAL_TO_KNOWN_SPENDER', 'Benign']]);
    });
    it('says what is at stake when the balance is known (#15): "You hold 1,250 USDC."', async () => {
      expect((await withBalance(PERMIT2, maxUint256, 1_250_000_000n))[0]?.description).toBe('This approval gives Uniswap Permit2 unlimited access to your USDC. You hold 1,250 USDC.');
      expect((await withBalance(CONTRACT, 1_000_000n, 1_250_000_000n))[0]?.description).toContain('up to 1 USDC. You hold 1,250 USDC.');
      expect((await withBalance(PERMIT2, maxUint256))[0]?.description).toBe('This approval gives Uniswap Permit2 unlimited access to your USDC.');
      const [nfts] = await checkSetApprovalForAll({ collection: CONTRACT, operator: CONTRACT, approved: true }, facts(1, undefined, { balances: { [CONTRACT]: 3n } }));
      expect([nfts?.feature_id, nfts?.type]).toEqual(['APPROVAL_FOR_ALL', 'Warning']);
      expect(nfts?.description).toContain('You hold 3 of these NFTs.');
    });
  });

  it('names a registry spender and the token: "gives Uniswap Permit2 unlimited access to your USDC"', async () => {
    const [h] = await checkApproval({ token: KNOWN_TOKEN, spender: PERMIT2, amount: maxUint256, via: 'This approval' }, facts());
    expect(h?.description).toBe('This approval gives Uniswap Permit2 unlimited access to your USDC.');
    expect(h?.stakes).toBe(true);
  });

  it('says the amount in the token\'s own units when its decimals are known, raw units otherwise; never two full addresses', async () => {
    const [known] = await checkApproval({ token: KNOWN_TOKEN, spender: EOA, amount: 100_500_000n, via: 'This approval' }, facts());
    expect(known?.description).toContain('access to up to 100.5 USDC');
    const [unknown] = await checkApproval({ token, spender: EOA, amount: 100_500_000n, via: 'This approval' }, facts());
    expect(unknown?.description).toContain('up to 100,500,000 (raw units)');
    expect(unknown?.description.match(/0x[0-9a-fA-F]{40}/g) ?? []).toEqual([]);
  });

  it('says when an unlimited grant is judged as to a personal account because the kind could not be checked', async () => {
    const [h] = await checkApproval({ token, spender: UNKNOWN, amount: maxUint256, via: 'This approval' }, facts());
    expect(h?.description).toContain('could not check whether it is a contract, so it is judged as a personal account');
  });

  it('has one definition of unlimited, shared with the review', () => {
    expect(isUnlimited(2n ** 160n - 1n)).toBe(true);
    expect(isUnlimited(10n ** 30n)).toBe(false);
    expect(isUnlimited(10n ** 30n, { symbol: 'USDC', decimals: 6 })).toBe(true);
    for (const n of [2n ** 128n, 2n ** 160n - 1n, maxUint256, 10n ** 30n]) expect(isUnlimited(n)).toBe(isUnlimitedAmount(n));
  });
});

describe('setApprovalForAll rule', () => {
  const run = async (operator: `0x${string}`, approved: boolean) =>
    (await checkSetApprovalForAll({ collection: CONTRACT, operator, approved }, facts())).map((h) => [h.type, h.reason ?? '']);
  it('is Malicious to an EOA, an operator of unknown kind or a listed one, Warning to an unknown contract, Benign to a known one or when revoking', async () => {
    expect(await run(EOA, true)).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(await run(SCAMMER, true)).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(await run(CONTRACT, true)).toEqual([['Warning', '']]);
    expect(await run(UNKNOWN, true)).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(await run(PERMIT2, true)).toEqual([['Benign', '']]);
    expect(await run(EOA, false)).toEqual([['Benign', '']]);
  });
});

describe('a limited approval to an address of unknown kind, by where it is asked (#26: calibrate what is ordinary)', () => {
  const asked = async (host: string, extra: Parameters<typeof site>[1], amount: bigint) =>
    (await checkApproval({ token, spender: UNKNOWN, amount, via: 'This approval' }, facts(1, undefined, { site: site(host, extra) }))).map((h) => [h.feature_id, h.type]);
  it("from a popular app's own site: ordinary (Benign), naming the site and that the kind was not checked", async () => {
    expect(await asked('app.pendle.finance', { officialDapp: 'Pendle' }, 10n ** 18n)).toEqual([['TOKEN_APPROVAL', 'Benign']]);
    const [h] = await checkApproval({ token, spender: UNKNOWN, amount: 10n ** 18n, via: 'This approval' }, facts(1, undefined, { site: site('app.pendle.finance', { officialDapp: 'Pendle' }) }));
    expect(h?.description).toContain("asked by Pendle's own site");
    expect(h?.description).toContain('could not check whether it is a contract');
  });
  it('from a site no list flags: Benign too (the loss is bounded by the amount, shown); unlimited from an official site: still judged as to a personal account', async () => {
    expect(await asked('some-new-app.xyz', {}, 10n ** 18n)).toEqual([['TOKEN_APPROVAL', 'Benign']]);
    const [h] = await checkApproval({ token, spender: UNKNOWN, amount: 10n ** 18n, via: 'This approval' }, facts(1, undefined, { site: site('some-new-app.xyz', {}) }));
    expect(h?.description).toContain('could not check whether it is a contract');
    // Shown, yet marked as going to an address that may be someone's: a site deceptive in itself makes it Malicious.
    expect([h?.stakes, h?.toOther]).toEqual([true, true]);
    expect(await asked('app.pendle.finance', { officialDapp: 'Pendle' }, maxUint256)).toEqual([['APPROVAL_TO_UNCHECKED_ACCOUNT', 'Malicious']]);
  });
  it('a large sum (over 10,000 USD) to an address nobody checked: shown on a plain site (the size says nothing of the spender), a Warning that says why where the site names itself with a lure (#26)', async () => {
    const usdc = async (amount: bigint, host: string) => checkApproval({ token: KNOWN_TOKEN, spender: UNKNOWN, amount, via: 'This approval' }, facts(1, undefined, { site: site(host, {}) }));
    // A lending app's own site, unknown to every list, asking 50,000 USDC before a deposit: offline it is shown, given to another (a flagged site still makes it Malicious).
    const [plain] = await usdc(50_000_000_000n, 'some-new-app.xyz');
    expect([plain?.feature_id, plain?.type, plain?.toOther]).toEqual(['TOKEN_APPROVAL', 'Benign', true]);
    expect(plain?.description).toContain('access to up to 50,000 USDC. A limited amount is what apps ask for before they spend. Preflight could not check whether it is a contract.');
    // The same sum asked by a site whose own name offers a claim: a Warning (an assumption a chain showing a contract settles), which lure-site.ts makes Malicious.
    const [lure] = await usdc(50_000_000_000n, 'usdc-bonus-claim.xyz');
    expect([lure?.feature_id, lure?.type, lure?.toOther]).toEqual(['APPROVAL_TO_UNCHECKED_ACCOUNT', 'Warning', true]);
    expect(lure?.description).toContain('That is a large sum to hand an address nobody has checked.');
    expect((await usdc(10_000_000_000n, 'usdc-bonus-claim.xyz'))[0]?.type).toBe('Benign');
    // A raw amount no ordinary step asks for (2^96 and more) is all but unlimited: a Warning on any site.
    expect((await usdc(2n ** 97n, 'some-new-app.xyz')).map((h) => [h.feature_id, h.type])).toEqual([['APPROVAL_TO_UNCHECKED_ACCOUNT', 'Warning']]);
    expect((await checkApproval({ token: KNOWN_TOKEN, spender: CONTRACT, amount: 50_000_000_000n, via: 'This approval' }, facts()))[0]?.type).toBe('Benign');
  });
  it('when the chain says what the user holds: half or more stays a Warning, all of it Malicious; on an app\'s own site, as before', async () => {
    const held = (amount: bigint, host: string, extra: Parameters<typeof site>[1] = {}) =>
      checkApproval({ token: KNOWN_TOKEN, spender: UNKNOWN, amount, via: 'This approval' }, facts(1, undefined, { site: site(host, extra), balances: { [KNOWN_TOKEN]: 1_000_000_000n } }));
    const ids = async (p: ReturnType<typeof held>) => (await p).map((h) => [h.feature_id, h.type]);
    expect(await ids(held(100_000_000n, 'some-new-app.xyz'))).toEqual([['TOKEN_APPROVAL', 'Benign']]);
    expect(await ids(held(600_000_000n, 'some-new-app.xyz'))).toEqual([['APPROVAL_TO_UNCHECKED_ACCOUNT', 'Warning']]);
    expect((await held(600_000_000n, 'some-new-app.xyz'))[0]?.description).toContain('You hold 1,000 USDC. Preflight could not check whether it is a contract. That is half or more of what you hold.');
    expect(await ids(held(1_000_000_000n, 'some-new-app.xyz'))).toEqual([['APPROVAL_OF_WHOLE_BALANCE', 'Malicious']]);
    expect(await ids(held(1_000_000_000n, 'app.pendle.finance', { officialDapp: 'Pendle' }))).toEqual([['TOKEN_APPROVAL', 'Benign']]);
  });
});

describe('approval of a whole collection, by where it is asked (#26: a popular app\'s own site vouches for its contracts)', () => {
  const forAll = (operator: `0x${string}`, host: string, extra: Parameters<typeof site>[1] = {}) =>
    checkSetApprovalForAll({ collection: KNOWN_TOKEN, operator, approved: true }, facts(1, undefined, { site: site(host, extra) }));
  const ids = async (p: ReturnType<typeof forAll>) => (await p).map((h) => [h.feature_id, h.type]);
  it("to a contract, from a popular marketplace's own site: Benign, shown, saying who asks and why", async () => {
    const [h] = await forAll(CONTRACT, 'market.example-nft.io', { officialDapp: 'Example Market' });
    expect([h?.feature_id, h?.type, h?.stakes]).toEqual(['APPROVAL_FOR_ALL', 'Benign', true]);
    expect(h?.description).toContain("a contract Example Market's own site asks for, control of all your");
    expect(h?.description).toContain('Marketplaces need this to sell or escrow what you list.');
  });
  it('to a contract, from a site no list knows (#26 item 3): Benign, shown, still marked as giving control to another (a deceptive site makes it Malicious)', async () => {
    const [h] = await forAll(CONTRACT, 'some-new-market.xyz');
    expect([h?.feature_id, h?.type, h?.stakes, h?.toOther]).toEqual(['APPROVAL_FOR_ALL', 'Benign', true, true]);
    expect(h?.description).toBe(`This approval gives ${shortAddress(CONTRACT)}, a contract, control of all your USDC NFTs, with no expiry. Marketplaces, lending pools and exchanges need this to sell, escrow or settle what you list; approve it only on the app's own site.`);
  });
  it('to a contract, from a site whose name is a lure, a registry protocol\'s own site, or with no site at all: still a Warning', async () => {
    expect(await ids(forAll(CONTRACT, 'nft-rewards-drop.xyz'))).toEqual([['APPROVAL_FOR_ALL', 'Warning']]);
    expect((await checkSetApprovalForAll({ collection: KNOWN_TOKEN, operator: CONTRACT, approved: true }, facts()))[0]?.type).toBe('Warning');
    // A registry protocol's own site: its contracts are in the registry, so an unknown one is not its own.
    expect(await ids(forAll(CONTRACT, 'app.uniswap.org', { officialOf: 'uniswap' }))).toEqual([['APPROVAL_FOR_ALL', 'Warning']]);
  });
  it('to a personal account, even on the app\'s own site: Malicious', async () => {
    expect(await ids(forAll(EOA, 'market.example-nft.io', { officialDapp: 'Example Market' }))).toEqual([['APPROVAL_FOR_ALL_TO_EOA', 'Malicious']]);
  });
  it('to an address no chain could check, offline: on a popular app\'s own site the site vouches (Benign, saying so); anywhere else still Malicious (#26)', async () => {
    const [h] = await forAll(UNKNOWN, 'market.example-nft.io', { officialDapp: 'Example Market' });
    expect([h?.feature_id, h?.type]).toEqual(['APPROVAL_FOR_ALL', 'Benign']);
    expect(h?.description).toBe(`This approval gives ${shortAddress(UNKNOWN)}, asked by Example Market's own site, control of all your USDC NFTs. Marketplaces need this to sell or escrow what you list. Preflight could not check whether it is a contract.`);
    expect(await ids(forAll(UNKNOWN, 'some-new-market.xyz'))).toEqual([['APPROVAL_FOR_ALL_TO_UNCHECKED_ACCOUNT', 'Malicious']]);
    expect(await ids(forAll(UNKNOWN, 'app.uniswap.org', { officialOf: 'uniswap' }))).toEqual([['APPROVAL_FOR_ALL_TO_UNCHECKED_ACCOUNT', 'Malicious']]);
  });
});
