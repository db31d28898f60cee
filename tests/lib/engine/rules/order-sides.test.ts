/**
 * Orders of a kind no rule knows, judged by their sides (lib/engine/rules/order-sides.ts): the user
 * gives one side, gets the other, and the other side's wallet says who may fill. The order type, its
 * app and its field prefixes are made up ("Quill" with giver/taker sides, a nested "offer"/"want"
 * pair), so nothing leans on a protocol the engine knows.
 */
import { describe, expect, it } from 'vitest';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, KNOWN_TOKEN, USER, facts, site } from './support';

/** The zero address stands for native value: a currency in the test facts. */
const KNOWN_TOKEN_B = '0x0000000000000000000000000000000000000000';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const zero = '0x0000000000000000000000000000000000000000';
const WETH_LIKE = KNOWN_TOKEN_B;
const NFT = '0x3333333333333333333333333333333333333333';
const FLAT = [
  { name: 'giverWallet', type: 'address' }, { name: 'giverToken', type: 'address' }, { name: 'giverAmount', type: 'uint256' },
  { name: 'takerWallet', type: 'address' }, { name: 'takerToken', type: 'address' }, { name: 'takerAmount', type: 'uint256' },
  { name: 'expiry', type: 'uint256' },
];
const flat = (gives: bigint, taker: string, gets: bigint) => typed({
  types: { QuillOrder: FLAT },
  primaryType: 'QuillOrder',
  domain: { name: 'Quill Swap', version: '2', chainId: 1, verifyingContract: CONTRACT },
  message: { giverWallet: USER, giverToken: KNOWN_TOKEN, giverAmount: gives.toString(), takerWallet: taker, takerToken: WETH_LIKE, takerAmount: gets.toString(), expiry: '1900000000' },
});
const nested = (gives: bigint, gets: bigint) => typed({
  types: { Side: [{ name: 'wallet', type: 'address' }, { name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }], Deal: [{ name: 'offer', type: 'Side' }, { name: 'want', type: 'Side' }] },
  primaryType: 'Deal',
  domain: { name: 'Quill Swap', version: '2', chainId: 1, verifyingContract: CONTRACT },
  message: { offer: { wallet: USER, token: KNOWN_TOKEN, amount: gives.toString() }, want: { wallet: zero, token: WETH_LIKE, amount: gets.toString() } },
});
const HELD = 40_000_000_000n;
const on = (host: string) => facts(1, USER, { site: site(host), balances: { [KNOWN_TOKEN]: HELD } });
const judged = async (t: SanitizedTypedData, host = 'quill-airdrop.xyz') => (await checkGenericTyped(t, on(host))).map((h) => [h.type, h.feature_id]);

describe('an order of an unknown kind, by its sides', () => {
  it('giving a positive amount for 0 or 1 raw unit: Malicious, with both sides in the words', async () => {
    const [hit] = await checkGenericTyped(flat(5_000_000_000n, zero, 1n), on('quill-airdrop.xyz'));
    expect([hit?.type, hit?.feature_id]).toEqual(['Malicious', 'ORDER_GIVES_FOR_DUST']);
    expect(hit?.description).toContain('gives 5,000 USDC ("giver" side, your wallet) for 1 raw unit of');
    expect(await judged(nested(5_000_000_000n, 0n))).toEqual([['Malicious', 'ORDER_GIVES_FOR_DUST']]);
  });

  it('dust is a millionth of one whole unit of what comes back: 0.000001 of an 18-decimal coin is nothing, 0.01 is a price', async () => {
    const COIN = '0x4444444444444444444444444444444444444444';
    const coinFacts = { ...on('quill-airdrop.xyz'), tokenOf: async (t: string) => (t.toLowerCase() === COIN ? { symbol: 'WCOIN', decimals: 18 } : { symbol: 'USDC', decimals: 6 }) };
    const forCoin = (gets: bigint) => typed({
      types: { QuillOrder: FLAT },
      primaryType: 'QuillOrder',
      domain: { name: 'Quill Swap', version: '2', chainId: 1, verifyingContract: CONTRACT },
      message: { giverWallet: USER, giverToken: KNOWN_TOKEN, giverAmount: '5000000000', takerWallet: zero, takerToken: COIN, takerAmount: gets.toString(), expiry: '1900000000' },
    });
    const [dust] = await checkGenericTyped(forCoin(10n ** 12n), coinFacts);
    expect([dust?.type, dust?.feature_id]).toEqual(['Malicious', 'ORDER_GIVES_FOR_DUST']);
    expect(dust?.description).toContain('for 0.000001 WCOIN in return');
    expect((await checkGenericTyped(forCoin(10n ** 16n), coinFacts)).map((h) => h.feature_id)).not.toContain('ORDER_GIVES_FOR_DUST');
  });

  it('the whole balance in an order only one personal account may fill: Malicious, naming it', async () => {
    const [hit] = await checkGenericTyped(flat(HELD, EOA, 10n ** 18n), on('quill-airdrop.xyz'));
    expect([hit?.type, hit?.feature_id, hit?.address]).toEqual(['Malicious', 'ORDER_WHOLE_BALANCE_TO_ONE_ACCOUNT', EOA]);
    expect(hit?.description).toContain('gives 40,000 USDC, your whole balance, for');
  });

  it('an ordinary order stays as it was: open to anyone, part of the balance, a contract filler, or the app\'s own site', async () => {
    const plain = [['Info', 'TYPED_DATA']];
    expect(await judged(flat(HELD, zero, 10n ** 18n))).toEqual(plain);
    expect(await judged(flat(HELD / 2n, EOA, 10n ** 18n))).toEqual(plain);
    expect(await judged(flat(HELD, CONTRACT, 10n ** 18n))).toEqual(plain);
    expect(await judged(nested(5_000_000_000n, 10n ** 18n))).toEqual(plain);
    // One unit of an NFT (a token without decimals) is a whole item, not dust.
    const nftBuy = typed({ ...flat(5_000_000_000n, zero, 1n), message: { ...flat(5_000_000_000n, zero, 1n).message, takerToken: NFT } });
    expect(await judged(nftBuy)).toEqual(plain);
    // On the app's own site even a 1-unit price is the user's own choice there.
    expect(await judged(flat(5_000_000_000n, zero, 1n), 'app.quill.xyz')).toEqual(plain);
  });
});
