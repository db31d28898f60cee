import { knownContract } from '../../../../lib/knowledge/registry';
import { encodeFunctionData, parseAbi, toFunctionSelector, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkAuthorizationList } from '../../../../lib/engine/rules/eip7702';
import { checkNativeScam, scamFunctionOf } from '../../../../lib/engine/rules/native-scam';
import { IDS, checkNativeSend, checkTransfer, checkTransferFrom } from '../../../../lib/engine/rules/transfer';
import { isAssumedFeature } from '../../../../lib/engine/assumed';
import { NATIVE_PLACEHOLDER } from '../../../../lib/engine/tokens/native';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, SCAMMER, UNKNOWN, USER, facts, site } from './support';

const ETH = 10n ** 18n;

describe('transfer rules', () => {
  const from = async (f: `0x${string}`, to: `0x${string}`, signer: `0x${string}` | 'none' = USER) =>
    (await checkTransferFrom({ fn: 'transferFrom', from: f, to, what: 'tokens' }, facts(1, signer))).map((h) => [h.type, h.reason ?? '']);

  it('flags pulling assets out of an account that is not the signer', async () => {
    expect(await from(EOA, USER)).toEqual([['Malicious', 'transfer_from_farming']]);
  });
  it('warns when the signer sends their own assets, Malicious to a listed recipient', async () => {
    expect(await from(USER, EOA)).toEqual([['Warning', '']]);
    expect(await from(USER, SCAMMER)).toEqual([['Malicious', 'transfer_farming']]);
    expect(await from(EOA, CONTRACT, 'none')).toEqual([['Warning', '']]);
  });
  it('a transfer of the user\'s own NFT on the official site of a known protocol is the site\'s feature, not a drain', async () => {
    const onOpenSea = await checkTransferFrom({ fn: 'safeTransferFrom', from: USER, to: EOA, what: 'NFT' }, facts(1, USER, { site: site('opensea.io', { officialOf: 'opensea' }) }));
    expect(onOpenSea.map((h) => [h.feature_id, h.type])).toEqual([['ASSET_TRANSFER_OUT', 'Info']]);
  });
  describe('transferFrom of the whole balance (a chain fact)', () => {
    const sweep = (amount: bigint, to: `0x${string}`, balances?: Record<string, bigint>) =>
      checkTransferFrom({ fn: 'transferFrom', from: USER, to, what: 'USDC', erc20: { token: KNOWN_TOKEN, amount } }, facts(1, USER, { balances }));
    it('everything the user holds to an unknown address is Malicious, naming the amount', async () => {
      const [h] = await sweep(1_250_000_000n, EOA, { [KNOWN_TOKEN]: 1_250_000_000n });
      expect([h?.feature_id, h?.type, h?.reason]).toEqual(['TRANSFER_FROM_WHOLE_BALANCE', 'Malicious', 'transfer_farming']);
      expect(h?.description).toContain('all 1,250 USDC you hold');
    });
    it('part of the balance, to the user, to a known contract, or with no balance read: no sweep verdict', async () => {
      const ids = async (p: Promise<{ feature_id: string; type: string }[]>) => (await p).map((h) => [h.feature_id, h.type]);
      expect(await ids(sweep(1_000_000n, EOA, { [KNOWN_TOKEN]: 1_250_000_000n }))).toEqual([['ASSET_TRANSFER_OUT', 'Warning']]);
      expect(await ids(sweep(1_250_000_000n, PERMIT2, { [KNOWN_TOKEN]: 1_250_000_000n }))).toEqual([['ASSET_TRANSFER_OUT', 'Warning']]);
      expect(await ids(sweep(1_250_000_000n, USER, { [KNOWN_TOKEN]: 1_250_000_000n }))).toEqual([['ASSET_TRANSFER_OUT', 'Warning']]);
      expect(await ids(sweep(1_250_000_000n, EOA))).toEqual([['ASSET_TRANSFER_OUT', 'Warning']]);
      expect(await ids(sweep(1n, EOA, { [KNOWN_TOKEN]: 0n }))).toEqual([['ASSET_TRANSFER_OUT', 'Warning']]);
    });
  });
  it('a plain transfer is Info, to a listed recipient Malicious', async () => {
    expect((await checkTransfer({ token: CONTRACT, to: EOA, amount: 1n }, facts())).map((h) => h.type)).toEqual(['Info']);
    expect((await checkTransfer({ token: CONTRACT, to: SCAMMER, amount: 1n }, facts())).map((h) => h.reason)).toEqual(['transfer_farming']);
  });
  it("a plain transfer to someone else's address is marked as value to another (a site deceptive in itself makes it Malicious); to you or a known contract it is not", async () => {
    const toOther = async (to: Address) => (await checkTransfer({ token: CONTRACT, to, amount: 1n }, facts(1, USER)))[0]?.toOther;
    expect(await toOther(EOA)).toBe(true);
    expect(await toOther(UNKNOWN)).toBe(true);
    expect(await toOther(USER)).toBe(false);
    expect(await toOther(PERMIT2)).toBe(false);
  });
  it('the whole balance to another address, asked by a site that is not an official one: a Warning saying so', async () => {
    const held = { [CONTRACT]: 500n };
    const [all] = await checkTransfer({ token: CONTRACT, to: UNKNOWN, amount: 500n }, facts(1, USER, { site: site('vault-migrate.com'), balances: held }));
    expect([all?.feature_id, all?.type, all?.toOther]).toEqual(['TRANSFER_OF_WHOLE_BALANCE', 'Warning', true]);
    expect(all?.description).toContain('That is all of it you hold, to an address that is neither you nor a contract Preflight knows, and vault-migrate.com is not a site');
    // Part of the balance, the app's own site, or no site (the wallet's own send): as before.
    const types = async (amount: bigint, opts: Parameters<typeof facts>[2]) => (await checkTransfer({ token: CONTRACT, to: EOA, amount }, facts(1, USER, opts))).map((h) => h.type);
    expect(await types(499n, { site: site('vault-migrate.com'), balances: held })).toEqual(['Info']);
    expect(await types(500n, { site: site('zorbit.exchange', { officialDapp: 'Zorbit' }), balances: held })).toEqual(['Info']);
    expect(await types(500n, { balances: held })).toEqual(['Info']);
  });
  it('offline, a site that is not an official one asking a transfer straight to an address no chain checked: a Warning that says an app takes deposits through its contract (#26)', async () => {
    const sent = async (to: Address, opts: Parameters<typeof facts>[2]) => (await checkTransfer({ token: CONTRACT, to, amount: 7_250n }, facts(1, USER, opts)))[0];
    const offline = await sent(UNKNOWN, { site: site('orbit-vaults.io') });
    expect([offline?.feature_id, offline?.type, offline?.toOther]).toEqual(['TRANSFER_TO_UNCHECKED_ACCOUNT', 'Warning', true]);
    // It rests on the recipient's unknown kind: the user's chain settles it (lib/scan/stages.ts), as it does the unchecked NFT move.
    expect([IDS.siteToPerson, IDS.assetsOutUnchecked, IDS.assetsOut].map(isAssumedFeature)).toEqual([true, true, false]);
    expect(offline?.description).toContain('orbit-vaults.io, not an app\'s known site, asks you to send them to an address Preflight could not check: apps take deposits through a contract.');
    // To an account the chain calls personal whose balance it gave (shown as a send; the whole balance is judged apart), a contract, to you, a registry contract, on the app's own site, an allowlisted one, or the wallet's own send: shown as before.
    for (const [to, opts] of [
      [EOA, { site: site('orbit-vaults.io'), balances: { [CONTRACT]: 1_000_000n } }],
      [CONTRACT, { site: site('orbit-vaults.io') }],
      [USER, { site: site('orbit-vaults.io') }],
      [PERMIT2, { site: site('orbit-vaults.io') }],
      [UNKNOWN, { site: site('orbit.exchange', { officialDapp: 'Orbit' }) }],
      [UNKNOWN, { site: site('orbit.exchange', { phishing: { listed: false, allowlisted: true } }) }],
      [UNKNOWN, {}],
    ] as const) {
      expect([(await sent(to, opts))?.feature_id, (await sent(to, opts))?.type]).toEqual(['TOKEN_TRANSFER', 'Info']);
    }
    // A personal account, but the chain could not give the balance: whether it is all of it is unseen again, so the Warning stays.
    const unread = await sent(EOA, { site: site('orbit-vaults.io') });
    expect([unread?.feature_id, unread?.type]).toEqual(['TRANSFER_TO_UNCHECKED_ACCOUNT', 'Warning']);
    expect(unread?.description).toContain('asks you to send them to a personal account, and your balance could not be read from your own node');
    // The page's own connection claims the balance: it could claim any, to make a sweep look like a part, so the Warning stays.
    const claimed = await sent(EOA, { site: site('orbit-vaults.io'), balances: { [CONTRACT]: 1_000_000n }, chainSource: 'page' });
    expect([claimed?.feature_id, claimed?.type]).toEqual(['TRANSFER_TO_UNCHECKED_ACCOUNT', 'Warning']);
  });
  it('a dollar or less of a priced token (a tip, a pay-per-request price) is shown, as the coin\'s send is; more, or an unpriced token, keeps the Warning (#26)', async () => {
    const sent = async (token: Address, amount: bigint, opts: Parameters<typeof facts>[2]) => (await checkTransfer({ token, to: EOA, amount }, facts(1, USER, opts)))[0];
    // 40 cents of USDC to a personal account, its balance unread: at most a dollar lost whoever asks.
    const petty = await sent(KNOWN_TOKEN, 400_000n, { site: site('metered-api.dev') });
    expect([petty?.feature_id, petty?.type, petty?.toOther]).toEqual(['TOKEN_TRANSFER', 'Info', true]);
    expect(petty?.description).toBe('Sends 0.4 USDC to 0x7099…79C8.');
    // Offline (the recipient's kind unknown) alike; a site deceptive in itself still makes it Malicious through toOther (rules/domain.ts).
    expect((await checkTransfer({ token: KNOWN_TOKEN, to: UNKNOWN, amount: 1_000_000n }, facts(1, USER, { site: site('metered-api.dev') })))[0]?.type).toBe('Info');
    for (const [token, amount] of [[KNOWN_TOKEN, 25_000_000n], [KNOWN_TOKEN, 1_010_000n], [CONTRACT, 1n]] as const) {
      expect((await sent(token, amount, { site: site('metered-api.dev') }))?.feature_id, `${token} ${amount}`).toBe('TRANSFER_TO_UNCHECKED_ACCOUNT');
    }
  });
  it('the native coin with no call is shown whoever receives it, offline too: value to someone else, which weighs the site (#26)', async () => {
    const sent = async (to: Address, opts: Parameters<typeof facts>[2]) => (await checkNativeSend(to, 3n * ETH, '3 ETH', facts(1, USER, opts)))[0];
    for (const [to, opts] of [
      [UNKNOWN, { site: site('orbit-bridge.io') }],
      [EOA, { site: site('orbit-bridge.io') }],
      [CONTRACT, { site: site('orbit-bridge.io') }],
      [UNKNOWN, {}],
    ] as const) {
      const shown = await sent(to, opts);
      expect([shown?.feature_id, shown?.type]).toEqual(['NATIVE_TRANSFER', 'Info']);
    }
    expect((await sent(UNKNOWN, { site: site('orbit-bridge.io') }))?.toOther).toBe(true);
    expect((await sent(USER, { site: site('orbit-bridge.io') }))?.toOther).toBe(false);
  });
  describe('all of the chain\'s coin but the fee, with the chain (#26)', () => {
    const held = (wei: bigint) => ({ [NATIVE_PLACEHOLDER]: wei });
    const send = async (to: Address, value: bigint, opts: Parameters<typeof facts>[2]) => (await checkNativeSend(to, value, 'some ETH', facts(1, USER, opts)))[0];
    it('to an account the chain calls personal, asked by a site no list vouches for: Malicious, saying so', async () => {
      // 4.99 of 5 ETH: what is left pays the fee.
      const all = await send(EOA, 499n * ETH / 100n, { site: site('gas-refuel-hub.net'), balances: held(5n * ETH) });
      expect([all?.feature_id, all?.type, all?.reason]).toEqual(['TRANSFER_OF_WHOLE_BALANCE', 'Malicious', 'transfer_farming']);
      expect(all?.description).toContain("That is all you hold of the chain's coin but the fee");
      expect(all?.description).toContain('The chain says it is a personal account.');
    });
    it('to a contract: a Warning that gives to another', async () => {
      const all = await send(CONTRACT, 5n * ETH, { site: site('gas-refuel-hub.net'), balances: held(5n * ETH) });
      expect([all?.feature_id, all?.type, all?.toOther]).toEqual(['TRANSFER_OF_WHOLE_BALANCE', 'Warning', true]);
    });
    it('a payment that leaves a holding, the app\'s own site, the wallet\'s own send, to the user, or no balance (offline): shown as before', async () => {
      for (const [to, value, opts] of [
        [EOA, 2n * ETH, { site: site('gas-refuel-hub.net'), balances: held(5n * ETH) }],
        [EOA, 5n * ETH, { site: site('orbit.exchange', { officialDapp: 'Orbit' }), balances: held(5n * ETH) }],
        [EOA, 5n * ETH, { balances: held(5n * ETH) }],
        [USER, 5n * ETH, { site: site('gas-refuel-hub.net'), balances: held(5n * ETH) }],
        [EOA, 5n * ETH, { site: site('gas-refuel-hub.net') }],
        [EOA, 5n * ETH, { site: site('gas-refuel-hub.net'), balances: held(0n) }],
      ] as const) {
        const shown = await send(to, value, opts);
        expect([shown?.feature_id, shown?.type]).toEqual(['NATIVE_TRANSFER', 'Info']);
      }
    });
  });
  it('the whole balance to an account the chain calls personal, asked by a site that is not an official one: Malicious, saying so (#26)', async () => {
    const [all] = await checkTransfer({ token: CONTRACT, to: EOA, amount: 500n }, facts(1, USER, { site: site('vault-migrate.com'), balances: { [CONTRACT]: 500n } }));
    expect([all?.feature_id, all?.type, all?.reason]).toEqual(['TRANSFER_OF_WHOLE_BALANCE', 'Malicious', 'transfer_farming']);
    expect(all?.description).toContain('The chain says it is a personal account.');
  });
  describe('a site asking to move the user\'s own NFT or tokens with transferFrom (#26)', () => {
    const sent = async (to: Address, opts: Parameters<typeof facts>[2]) =>
      (await checkTransferFrom({ fn: 'safeTransferFrom', from: USER, to, what: 'ERC-721 NFT of 0xBC4C…f13D' }, facts(1, USER, opts))).map((h) => [h.type, h.reason ?? '']);
    it('to an account the chain calls personal: Malicious, naming the account and the site', async () => {
      expect(await sent(EOA, { site: site('holder-verify.app') })).toEqual([['Malicious', 'transfer_farming']]);
      const [h] = await checkTransferFrom({ fn: 'safeTransferFrom', from: USER, to: EOA, what: 'NFT' }, facts(1, USER, { site: site('holder-verify.app') }));
      expect(h?.description).toContain('is a personal account, and holder-verify.app is not a site Preflight knows');
    });
    it('to a contract, to an address of unknown kind (offline), or with no site (the wallet\'s own send): a Warning', async () => {
      expect(await sent(CONTRACT, { site: site('holder-verify.app') })).toEqual([['Warning', '']]);
      expect(await sent(UNKNOWN, { site: site('holder-verify.app') })).toEqual([['Warning', '']]);
      expect(await sent(EOA, {})).toEqual([['Warning', '']]);
    });
    it('on a site a list vouches for (an app\'s official one, or allowlisted), whoever receives it: shown (its "Transfer" feature)', async () => {
      for (const vouched of [site('opensea.io', { officialOf: 'opensea' }), site('zorbit.exchange', { officialDapp: 'Zorbit' }), site('zorbit.art', { phishing: { listed: false, allowlisted: true } })]) {
        expect(await sent(EOA, { site: vouched })).toEqual([['Info', '']]);
        expect(await sent(UNKNOWN, { site: vouched })).toEqual([['Info', '']]);
      }
      expect(await sent(EOA, { site: site('zorbit.art', { phishing: { listed: true } }) })).toEqual([['Malicious', 'transfer_farming']]);
    });
  });
});

describe('native value to a scam function', () => {
  const abi = parseAbi(['function claim()', 'function SecurityUpdate()', 'function deposit()']);
  it('knows the selectors by their signatures', () => {
    expect(scamFunctionOf(toFunctionSelector('function ClaimReward()'))).toBe('ClaimReward()');
    expect(scamFunctionOf(toFunctionSelector('function deposit()'))).toBeUndefined();
  });
  it('is Malicious only when value is sent', () => {
    const claim = encodeFunctionData({ abi, functionName: 'claim' });
    expect(checkNativeScam({ to: CONTRACT, data: claim, value: 1n }).map((h) => h.reason)).toEqual(['raw_native_token_transfer']);
    expect(checkNativeScam({ to: CONTRACT, data: claim, value: 0n })).toEqual([]);
    expect(checkNativeScam({ to: CONTRACT, data: encodeFunctionData({ abi, functionName: 'deposit' }), value: 1n })).toEqual([]);
  });
});

describe('EIP-7702 authorization lists', () => {
  it('Info for a wallet\'s own smart-account code, Warning for another registry contract, Malicious for an unknown or listed one, Warning for unreadable entries', () => {
    const f = facts();
    // MetaMask's EIP-7702 delegate, as the bundled registry names it (from @metamask/delegation-deployments).
    const bundled = { ...f, known: (a: Address) => knownContract(1, a) };
    expect(checkAuthorizationList([{ address: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B', chainId: 1, nonce: 0 }], bundled).map((h) => [h.feature_id, h.type])).toEqual([['EIP7702_KNOWN_SMART_ACCOUNT', 'Info']]);
    expect(checkAuthorizationList([{ address: PERMIT2, chainId: 1, nonce: 0 }], f).map((h) => [h.feature_id, h.type])).toEqual([['EIP7702_DELEGATION', 'Warning']]);
    expect(checkAuthorizationList([{ address: CONTRACT, chainId: 1, nonce: 0 }], f).map((h) => [h.feature_id, h.type])).toEqual([['EIP7702_DELEGATION_UNKNOWN', 'Malicious']]);
    expect(checkAuthorizationList([{ contractAddress: SCAMMER }], f).map((h) => h.feature_id)).toEqual(['EIP7702_DELEGATION_TO_KNOWN_MALICIOUS']);
    expect(checkAuthorizationList('nope', f).map((h) => h.feature_id)).toEqual(['EIP7702_MALFORMED']);
    expect(checkAuthorizationList([42], f).map((h) => h.feature_id)).toEqual(['EIP7702_MALFORMED']);
    expect(checkAuthorizationList(undefined, f)).toEqual([]);
  });
});
