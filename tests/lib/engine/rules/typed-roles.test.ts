/**
 * Signed messages of apps no rule names, judged by roles: who receives, who gains control, and
 * what the site is to the app the signature is for. The probes are shaped like the classes the
 * engine meets (trading-venue agents, withdrawals, account-id transfers, governance delegation,
 * meta-transactions); the apps are made up, so nothing here leans on a registry entry.
 */
import { describe, expect, it } from 'vitest';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, UNKNOWN, USER, facts, site } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const zero = '0x0000000000000000000000000000000000000000';
const agent = (who: string) => typed({
  types: { 'Zephyrdex:ApproveAgent': [{ name: 'zephyrChain', type: 'string' }, { name: 'agentAddress', type: 'address' }, { name: 'agentName', type: 'string' }, { name: 'nonce', type: 'uint64' }] },
  primaryType: 'Zephyrdex:ApproveAgent',
  domain: { name: 'ZephyrdexSignTransaction', version: '1', chainId: 1, verifyingContract: zero },
  message: { zephyrChain: 'Mainnet', agentAddress: who, agentName: 'bot', nonce: 1 },
});
const send = (destination: string, amount = '1000') => typed({
  types: { 'Zephyrdex:UsdSend': [{ name: 'destination', type: 'address' }, { name: 'amount', type: 'uint256' }, { name: 'time', type: 'uint64' }] },
  primaryType: 'Zephyrdex:UsdSend',
  domain: { name: 'ZephyrdexSignTransaction', version: '1', chainId: 1, verifyingContract: zero },
  message: { destination, amount, time: 1 },
});
const on = (host: string) => facts(1, USER, { site: site(host) });
const judged = async (t: SanitizedTypedData, host: string) => (await checkGenericTyped(t, on(host))).map((h) => [h.type, h.feature_id]);

describe('roles in signed messages of unknown apps', () => {
  it('an agent key on the app\'s own site is shown, not flagged', async () => {
    expect(await judged(agent(EOA), 'app.zephyrdex.xyz')).toEqual([['Info', 'TYPED_DATA_PARTY']]);
    expect(await judged(agent(EOA), 'zephyrdexprotocol.com')).toEqual([['Info', 'TYPED_DATA_PARTY']]);
    // An ENS name is registered and paid for like a domain: zephyrdex.eth served by a gateway is named like the app.
    expect(await judged(agent(EOA), 'zephyrdex.eth.limo')).toEqual([['Info', 'TYPED_DATA_PARTY']]);
  });
  it('the same agent from a site that imitates the app is Malicious, and the sentence says how', async () => {
    // Free hosts are the lookalike check's own list (lib/knowledge/domain.ts).
    for (const host of ['zephyrdex-rewards.com', 'zephyrdex.vercel.app', 'zephyrdex-app.eth.limo', 'zephyrdexx.xyz', 'app.xn--zphyrdex-c8g.xyz', 'app.zephyrdex-protocol.app']) {
      const hits = await checkGenericTyped(agent(EOA), on(host));
      expect(hits.map((h) => [h.type, h.feature_id]), host).toEqual([['Malicious', 'TYPED_DATA_SITE_IMITATES_APP']]);
      expect(hits[0]?.description).toMatch(/names 0x7099…79C8, which is neither you nor a contract Preflight knows, as "agentAddress": it would gain control of your account there\. The site uses the name of zephyrdex but is not its site/);
    }
  });
  it('on a site unrelated to the app it is never "no risk"', async () => {
    expect(await judged(agent(EOA), 'claim-event.app')).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    expect(await judged(send(EOA), 'claim-event.app')).toEqual([['Warning', 'RECIPIENT_NOT_YOU']]);
  });
  it('value to the user is nothing to flag; to a friend on the app\'s own site it is shown', async () => {
    expect(await judged(send(USER), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
    expect(await judged(send(EOA), 'app.zephyrdex.xyz')).toEqual([['Info', 'TYPED_DATA_PARTY']]);
  });
  it('a signed payment of a dollar or less of a priced token (EIP-3009, a pay-per-request price) is shown; more, or an exchange\'s amounts, keep the Warning (#26)', async () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const pay = (value: string, verifyingContract = usdc) => typed({
      types: { ReceiveWithAuthorization: [{ name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' }] },
      primaryType: 'ReceiveWithAuthorization',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract },
      message: { from: USER, to: EOA, value, validAfter: '0', validBefore: '1800000000', nonce: `0x${'ab'.repeat(32)}` },
    });
    const [petty] = await checkGenericTyped(pay('50000'), on('meter.weatherfeed.dev'));
    expect([petty?.type, petty?.feature_id, petty?.toOther]).toEqual(['Info', 'RECIPIENT_NOT_YOU', true]);
    expect(petty?.description).toContain('pays 0x7099…79C8 0.05 USDC, at most a dollar');
    expect(await judged(pay('1500000000'), 'meter.weatherfeed.dev')).toEqual([['Warning', 'RECIPIENT_NOT_YOU']]);
    // The same numbers signed for a contract that is not the token: whose units they are is unknown.
    expect(await judged(pay('50000', CONTRACT), 'meter.weatherfeed.dev')).toEqual([['Warning', 'RECIPIENT_NOT_YOU']]);
    expect(await judged(pay((2n ** 256n - 1n).toString()), 'meter.weatherfeed.dev')).toEqual([['Malicious', 'RECIPIENT_NOT_YOU']]);
  });
  it('a signed payment is weighed as a transfer is: a part of what the user\'s own node says they hold is shown, all of it to a personal account is Malicious (#26)', async () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const pay = (to: string, value: string) => typed({
      types: { TransferWithAuthorization: [{ name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' }] },
      primaryType: 'TransferWithAuthorization',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
      message: { from: USER, to, value, validAfter: '0', validBefore: '1800000000', nonce: `0x${'cd'.repeat(32)}` },
    });
    const held = (chainSource: 'user' | 'page') => facts(1, USER, { site: site('shop.lanternbooks.io'), balances: { [usdc]: 800_000_000n }, chainSource });
    const part = (await checkGenericTyped(pay(EOA, '40000000'), held('user')))[0];
    expect([part?.type, part?.feature_id]).toEqual(['Info', 'RECIPIENT_NOT_YOU']);
    expect(part?.description).toContain('pays 0x7099…79C8 40,000,000 of the 800,000,000 you hold of it, not the whole holding a drainer takes');
    // The page's own connection could claim any holding to make a sweep look like a part: it lowers nothing.
    expect((await checkGenericTyped(pay(EOA, '40000000'), held('page'))).map((h) => h.type)).toEqual(['Warning']);
    const all = (await checkGenericTyped(pay(EOA, '800000000'), held('user')))[0];
    expect([all?.type, all?.feature_id, all?.reason]).toEqual(['Malicious', 'RECIPIENT_NOT_YOU', 'transfer_farming']);
    expect(all?.description).toContain('pays 0x7099…79C8 all 800 USDC you hold; the chain says it is a personal account');
    // All of it into a contract: a deposit may look so; the Warning stays.
    expect((await checkGenericTyped(pay(CONTRACT, '800000000'), held('user'))).map((h) => h.type)).toEqual(['Warning']);
  });
  it('an unlimited amount to a stranger off the app\'s site is Malicious', async () => {
    expect(await judged(send(EOA, (2n ** 256n - 1n).toString()), 'claim-event.app')).toEqual([['Malicious', 'RECIPIENT_NOT_YOU']]);
  });
});

describe('structure refines a name', () => {
  it('a governance delegation moves votes, not assets; credit delegation (an amount) is a recipient', async () => {
    const delegation = (extra: { name: string; type: string }[], extraValues: Record<string, unknown>) => typed({
      types: { Delegation: [{ name: 'delegatee', type: 'address' }, ...extra, { name: 'nonce', type: 'uint256' }, { name: 'expiry', type: 'uint256' }] },
      primaryType: 'Delegation',
      domain: { name: 'Quorumtoken', chainId: 1, verifyingContract: CONTRACT },
      message: { delegatee: EOA, nonce: 0, expiry: 1900000000, ...extraValues },
    });
    expect(await judged(delegation([], {}), 'claim-event.app')).toEqual([['Info', 'VOTING_DELEGATION']]);
    expect(await judged(delegation([{ name: 'value', type: 'uint256' }], { value: (2n ** 256n - 1n).toString() }), 'claim-event.app')).toEqual([['Malicious', 'RECIPIENT_NOT_YOU']]);
  });
  it('`to` beside call data is the contract a meta-transaction calls', async () => {
    const forward = typed({
      types: { ForwardRequest: [{ name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'data', type: 'bytes' }] },
      primaryType: 'ForwardRequest', domain: { name: 'MinimalForwarder', chainId: 1, verifyingContract: CONTRACT },
      message: { from: USER, to: UNKNOWN, value: 0, nonce: 0, data: '0x1234' },
    });
    expect(await judged(forward, 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
  it('an account id handed to another address, or an owner added, is a finding; the owner of a grant is not', async () => {
    const transfer = typed({
      types: { Transfer: [{ name: 'fid', type: 'uint256' }, { name: 'to', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Transfer', domain: { name: 'Castnet IdRegistry', chainId: 1, verifyingContract: CONTRACT }, message: { fid: 7, to: EOA, nonce: 0, deadline: 1900000000 },
    });
    expect(await judged(transfer, 'claim-event.app')).toEqual([['Warning', 'RECIPIENT_NOT_YOU']]);
    const addOwner = typed({
      types: { AddOwner: [{ name: 'owner', type: 'address' }, { name: 'nonce', type: 'uint256' }] },
      primaryType: 'AddOwner', domain: { name: 'Keyring Wallet', chainId: 1, verifyingContract: CONTRACT }, message: { owner: EOA, nonce: 0 },
    });
    expect(await judged(addOwner, 'claim-event.app')).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    const order = typed({
      types: { Bid: [{ name: 'owner', type: 'address' }, { name: 'price', type: 'uint256' }] },
      primaryType: 'Bid', domain: { name: 'Keyring Wallet', chainId: 1, verifyingContract: CONTRACT }, message: { owner: EOA, price: 1 },
    });
    expect(await judged(order, 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
});

describe('orders of a book the engine does not know', () => {
  const order = (maker: string, takerAmount: string, taker = zero) => typed({
    types: { Order: ['salt', 'tokenId', 'makerAmount', 'takerAmount', 'expiration', 'nonce'].map((name) => ({ name, type: 'uint256' })).concat([{ name: 'maker', type: 'address' }, { name: 'signer', type: 'address' }, { name: 'taker', type: 'address' }]) },
    primaryType: 'Order', domain: { name: 'Zephyr CTF Exchange', version: '1', chainId: 137, verifyingContract: CONTRACT },
    message: { salt: 1, tokenId: 7, makerAmount: '5000000', takerAmount, expiration: 0, nonce: 0, maker, signer: USER, taker },
  });
  it('is no known order kind: the trade-order rule leaves it, roles judge it', async () => {
    const { checkTradeOrder } = await import('../../../../lib/engine/rules/trade-order');
    expect((await checkTradeOrder(order(EOA, '2500000'), on('claim-event.app'))).recognised).toBe(false);
  });
  it('a maker account the user signs for (a proxy wallet) and anyone as taker: nothing flows to a stranger', async () => {
    expect(await judged(order(EOA, '2500000'), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
  it('nothing in return is Malicious; one named taker off the app\'s site is the finding too', async () => {
    expect(await judged(order(USER, '0'), 'zephyr.xyz')).toEqual([['Malicious', 'ORDER_FOR_NOTHING']]);
    expect(await judged(order(USER, '2500000', EOA), 'zephyr-markets.com')).toEqual([['Malicious', 'TYPED_DATA_SITE_IMITATES_APP']]);
  });
});

describe('accounts carried in bytes32 (subaccounts: address + name)', () => {
  const word = (a: string, name = 'default') => `${a.toLowerCase()}${Buffer.from(name).toString('hex').padEnd(24, '0')}`;
  const link = (signer: string) => typed({
    types: { LinkSigner: [{ name: 'sender', type: 'bytes32' }, { name: 'signer', type: 'bytes32' }, { name: 'nonce', type: 'uint64' }] },
    primaryType: 'LinkSigner', domain: { name: 'Zephyrdex', version: '0.0.1', chainId: 1, verifyingContract: CONTRACT },
    message: { sender: word(USER), signer, nonce: 1 },
  });
  it('reads the account in the word and judges it like an address field', async () => {
    expect(await judged(link(word(EOA, '')), 'zephyrdex.vercel.app')).toEqual([['Malicious', 'TYPED_DATA_SITE_IMITATES_APP']]);
    expect(await judged(link(word(USER, '')), 'zephyrdex.vercel.app')).toEqual([['Info', 'TYPED_DATA']]);
    expect(await judged(link(`0x${'0'.repeat(64)}`), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
});

describe('control handed to a public key (bytes, not an address)', () => {
  const KEY = `0x${'5f'.repeat(32)}`;
  const addKey = (key: string, keyType = 'bytes') => typed({
    types: { Add: [{ name: 'owner', type: 'address' }, { name: 'keyType', type: 'uint32' }, { name: 'key', type: keyType }, { name: 'metadata', type: 'bytes' }, { name: 'deadline', type: 'uint256' }] },
    primaryType: 'Add', domain: { name: 'Castnet KeyGateway', version: '1', chainId: 10, verifyingContract: CONTRACT },
    message: { owner: USER, keyType: 1, key, metadata: `0x${'ab'.repeat(96)}`, deadline: 1900000000 },
  });
  it('is control given to another key: a Warning off the app\'s site, Malicious where the site imitates it, naming the key', async () => {
    const hits = await checkGenericTyped(addKey(KEY), on('claim-event.app'));
    expect(hits.map((h) => [h.type, h.feature_id])).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    expect(hits[0]).toMatchObject({ stakes: true, description: 'This Add signature for Castnet KeyGateway names the key 0x5f5f5f…5f5f5f (a public key, not your account) as "key": it would gain control of your account there. claim-event.app is not known to be the site of Castnet KeyGateway.' });
    expect(hits[0]?.address).toBeUndefined();
    expect(await judged(addKey(KEY), 'castnet-login.com')).toEqual([['Malicious', 'TYPED_DATA_SITE_IMITATES_APP']]);
  });
  it('is shown on a site the popular-dapp list names as the app\'s, even when the site is named otherwise (a client of the protocol)', async () => {
    const client = facts(10, USER, { site: site('castclient.com', { officialDapp: 'Castnet', officialBrands: ['castclient', 'castnet'] }) });
    const hits = await checkGenericTyped(addKey(KEY), client);
    expect(hits.map((h) => [h.type, h.feature_id])).toEqual([['Info', 'TYPED_DATA_PARTY']]);
    expect(hits[0]?.description).toContain('The site is Castnet\'s own: castclient.com is an official site of Castnet, which goes by that name.');
    // A dapp of the list that goes by another name does not vouch for this app.
    expect(await judged(addKey(KEY), 'claim-event.app')).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    const other = facts(10, USER, { site: site('otherdapp.io', { officialDapp: 'Other', officialBrands: ['otherdapp'] }) });
    expect((await checkGenericTyped(addKey(KEY), other)).map((h) => h.feature_id)).toEqual(['TYPED_DATA_CONTROL_TO_OTHER']);
  });
  it('names no key when the bytes are too short for one, all zeros, or in a field that is not a key', async () => {
    expect(await judged(addKey(`0x${'5f'.repeat(16)}`, 'bytes16'), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
    expect(await judged(addKey(`0x${'00'.repeat(32)}`), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
});

describe('a key written as a string, in a field whose name says key', () => {
  const BASE58 = '8FkQ2mXr7kVgZ3pTnY5uWcE1sHdLbJqA9vRxMtN4oPzi';
  const register = (field: string, key: string, scope = 'trading,withdraw') => typed({
    types: { RegisterKey: [{ name: 'account', type: 'address' }, { name: field, type: 'string' }, { name: 'scope', type: 'string' }, { name: 'expiration', type: 'uint64' }] },
    primaryType: 'RegisterKey', domain: { name: 'Zorbit', version: '1', chainId: 1, verifyingContract: CONTRACT },
    message: { account: USER, [field]: key, scope, expiration: 1900000000 },
  });
  it('hands control to another key: a Warning on an unknown site, naming the field and the key', async () => {
    const hits = await checkGenericTyped(register('zorbitKey', `ed25519:${BASE58}`), on('claim-event.app'));
    expect(hits.map((h) => [h.type, h.feature_id])).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    expect(hits[0]).toMatchObject({ toOther: true });
    expect(hits[0]?.description).toContain('(a public key, not your account) as "zorbitKey"');
    expect(await judged(register('sessionKey', `0x${'7a'.repeat(33)}`), 'claim-event.app')).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
  });
  it('reads the scope as the power: a key that may trade but not withdraw is shown (Benign) with its scope, still marked as control given to another', async () => {
    for (const scope of ['read,trading', 'trading', 'read trading']) {
      const [h] = await checkGenericTyped(register('zorbitKey', BASE58, scope), on('claim-event.app'));
      expect([h?.type, h?.feature_id, h?.toOther]).toEqual(['Benign', 'TYPED_DATA_CONTROL_TO_OTHER', true]);
      expect(h?.description).toContain(`with the scope "${scope}"`);
      expect(h?.description).toContain('does not include withdrawing or transferring');
    }
    for (const scope of ['read,trading,withdraw', 'all', '*', 'admin', 'transfer', '']) {
      expect(await judged(register('zorbitKey', BASE58, scope), 'claim-event.app'), scope).toEqual([['Warning', 'TYPED_DATA_CONTROL_TO_OTHER']]);
    }
  });
  it('is shown on the app\'s own site', async () => {
    const own = facts(1, USER, { site: site('zorbit.exchange', { officialDapp: 'Zorbit', officialBrands: ['zorbit'] }) });
    expect((await checkGenericTyped(register('zorbitKey', BASE58), own)).map((h) => h.type)).toEqual(['Info']);
  });
  it('names no key for text that is not key-shaped, or for a field that names an identifier', async () => {
    expect(await judged(register('zorbitKey', 'my trading key'), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
    expect(await judged(register('poolKey', `0x${'7a'.repeat(32)}`), 'claim-event.app')).toEqual([['Info', 'TYPED_DATA']]);
  });
});
