/**
 * A call Preflight has no ABI for, judged by the addresses it names (lib/engine/rules/unread-call.ts):
 * a personal account that is not the user, or an address whose kind is unknown in a call that does not
 * name the user (or names the user right before it, as from and to), asked by a site no list knows, is a Warning; a listed address is Malicious anywhere;
 * contracts, the user, the called contract and an app's official site leave the call as it was.
 */
import { encodeAbiParameters, parseAbiParameters, parseEther, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkUnreadCallParties } from '../../../../lib/engine/rules/unread-call';
import { NATIVE_PLACEHOLDER } from '../../../../lib/engine/tokens/native';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, USER, facts, site } from './support';

const TARGET: Address = '0xbAFA44EFE7901E04E39Dad13167D089C559c1138';
const oneAddress = (a: Address): Hex => `0x4dcd4547${encodeAbiParameters(parseAbiParameters('address'), [a]).slice(2)}`;
const plainSite = facts(1, USER, { site: site('ethyield-boost.com') });
const ids = (hits: { feature_id: string; type: string }[]) => hits.map((h) => [h.feature_id, h.type]);

describe('the parties of a call Preflight cannot read', () => {
  it('a personal account that is not yours, asked by an unknown site: a Warning that says what is known and what is not', async () => {
    expect(await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: parseEther('25') }, plainSite)).toEqual([
      {
        feature_id: 'UNREAD_CALL_NAMES_OTHER',
        type: 'Warning',
        description: `Calls ${shortAddress(TARGET)} and sends 25 ETH with data Preflight cannot read that names ${shortAddress(EOA)}, a personal account that is not yours: the 25 ETH may be credited to it. ethyield-boost.com is not a site Preflight knows as an app's official one.`,
        address: EOA,
        reason: 'other',
        stakes: true,
        toOther: true,
      },
    ]);
    const [grant] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: 0n }, plainSite);
    expect(grant?.description).toContain('a personal account that is not yours: what the call gives or allows may go to it.');
  });

  it('a destination carried as 20-byte bytes (a bridge to another chain) is named as any other address', async () => {
    const bridged: Hex = `0x4dcd4547${encodeAbiParameters(parseAbiParameters('uint32, bytes, uint256'), [4, EOA, parseEther('3')]).slice(2)}`;
    expect(ids(await checkUnreadCallParties({ to: TARGET, data: bridged, value: parseEther('3') }, plainSite))).toEqual([['UNREAD_CALL_NAMES_OTHER', 'Warning']]);
    const toSelf: Hex = `0x4dcd4547${encodeAbiParameters(parseAbiParameters('uint32, bytes, uint256'), [4, USER, parseEther('3')]).slice(2)}`;
    expect(await checkUnreadCallParties({ to: TARGET, data: toSelf, value: parseEther('3') }, plainSite)).toEqual([]);
  });

  it('an address of unknown kind (no chain): a Warning when the call does not name the user at all (#26)', async () => {
    const [paid] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(UNKNOWN), value: parseEther('2') }, plainSite);
    expect([paid?.type, paid?.description]).toEqual(['Warning', `Calls ${shortAddress(TARGET)} and sends 2 ETH with data Preflight cannot read that names ${shortAddress(UNKNOWN)}, an address that is not yours and that Preflight could not check: the 2 ETH may be credited to it. ethyield-boost.com is not a site Preflight knows as an app's official one.`]);
    // A call that also names the user most likely credits the user; the stranger is a token or pool.
    const withUser: Hex = `0x4dcd4547${encodeAbiParameters(parseAbiParameters('address, uint256, address'), [UNKNOWN, 5n, USER]).slice(2)}`;
    expect(await checkUnreadCallParties({ to: TARGET, data: withUser, value: 0n }, plainSite)).toEqual([]);
    // A call naming only the stranger (a deposit, a grant, a permission for it): what it credits may go to it.
    const [alone] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(UNKNOWN), value: 0n }, plainSite);
    expect([alone?.type, alone?.toOther]).toEqual(['Warning', true]);
    expect(alone?.description).toContain('an address that is not yours and that Preflight could not check: what the call gives or allows may go to it.');
  });

  it('an address of unknown kind without value, asked by a site deceptive in itself: a Warning given to another address', async () => {
    const freeHost = facts(1, USER, { site: site('zorbit-rewards.pages.dev', { deceptive: { how: 'free-host', detail: 'a page on pages.dev' } }) });
    const [named] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(UNKNOWN), value: 0n }, freeHost);
    expect([named?.type, named?.toOther]).toEqual(['Warning', true]);
    expect(named?.description).toContain('an address that is not yours and that Preflight could not check: what the call gives or allows may go to it.');
  });

  it('an address of unknown kind beside you, without value, asked by a site whose name is a lure: a Warning given to another address (#26)', async () => {
    // A stream-like call of our own making: (token, sender = you, receiver, rate).
    const stream: Hex = `0x7c1d2e3f${encodeAbiParameters(parseAbiParameters('address, address, address, int96'), [CONTRACT, USER, UNKNOWN, 5_000_000_000_000n]).slice(2)}`;
    const [lured] = await checkUnreadCallParties({ to: TARGET, data: stream, value: 0n }, facts(1, USER, { site: site('stream-rewards.xyz') }));
    expect([lured?.feature_id, lured?.type, lured?.toOther, lured?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning', true, UNKNOWN]);
    // The same call from a site named plainly: you are named as the sender, right before the stranger (from, then to).
    const [plain] = await checkUnreadCallParties({ to: TARGET, data: stream, value: 0n }, facts(1, USER, { site: site('streamly.xyz') }));
    expect([plain?.feature_id, plain?.type, plain?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning', UNKNOWN]);
  });

  it('an address of unknown kind named after you as where your assets go (from, then to; a paid call\'s refund, then receiver): a Warning; named before you: left unsaid (#26)', async () => {
    // A vault's transfer of our own making: (token, from = you, to, share): your shares go to the stranger.
    const moveShares: Hex = `0x1a2b3c4d${encodeAbiParameters(parseAbiParameters('address, address, address, uint256'), [KNOWN_TOKEN, USER, UNKNOWN, 2n * 10n ** 18n]).slice(2)}`;
    const [moved] = await checkUnreadCallParties({ to: TARGET, data: moveShares, value: 0n }, plainSite);
    expect([moved?.feature_id, moved?.type, moved?.toOther, moved?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning', true, UNKNOWN]);
    // A paid buy of our own making: (collection, id, quantity, recipient = you). The coin pays for what comes to you.
    const buy = (collection: Address): Hex => `0x5e6f7a8b${encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address'), [collection, 77n, 1n, USER]).slice(2)}`;
    expect(await checkUnreadCallParties({ to: TARGET, data: buy(UNKNOWN), value: parseEther('0.06') }, plainSite)).toEqual([]);
    // A paid bridge-like call of our own making: (chain id, refund = you, amount, receiver): the coin may be credited to the receiver.
    const bridge: Hex = `0x9c8d7e6f${encodeAbiParameters(parseAbiParameters('uint256, address, uint256, address'), [10n, USER, parseEther('1'), UNKNOWN]).slice(2)}`;
    const [bridged] = await checkUnreadCallParties({ to: TARGET, data: bridge, value: parseEther('1') }, plainSite);
    expect([bridged?.feature_id, bridged?.type, bridged?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning', UNKNOWN]);
    // Without value, only the word right after you reads as "to": (you, amount, stranger) names you as the owner of an order, say.
    expect(await checkUnreadCallParties({ to: TARGET, data: bridge, value: 0n }, plainSite)).toEqual([]);
    // With the chain, a personal account there is still said, whatever the order.
    const [person] = await checkUnreadCallParties({ to: TARGET, data: buy(EOA), value: parseEther('0.06') }, plainSite);
    expect([person?.feature_id, person?.address]).toEqual(['UNREAD_CALL_NAMES_OTHER', EOA]);
  });

  it('a paid swap of our own making that names you, then a route of tokens: the route carries the coin and is not paid; a receiver after you still is (#26)', async () => {
    // (minimum out, route, recipient = you, deadline): the coin buys tokens along the route, delivered to you.
    const swap = (route: Address[]): Hex => `0x2468ace0${encodeAbiParameters(parseAbiParameters('uint256, address[], address, uint256'), [10n ** 18n, route, USER, 1_900_000_000n]).slice(2)}`;
    expect(await checkUnreadCallParties({ to: TARGET, data: swap([UNKNOWN, KNOWN_TOKEN]), value: parseEther('0.4') }, plainSite)).toEqual([]);
    // A list of one address is no route (a route joins two tokens at least): it may be a receiver, as before.
    const [one] = await checkUnreadCallParties({ to: TARGET, data: swap([UNKNOWN]), value: parseEther('0.4') }, plainSite);
    expect([one?.feature_id, one?.type, one?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning', UNKNOWN]);
    // A receiver in the call's own arguments after you, beside a route: still where the coin may go.
    const toStranger: Hex = `0x13579bdf${encodeAbiParameters(parseAbiParameters('address, address[], address'), [USER, [KNOWN_TOKEN, CONTRACT], UNKNOWN]).slice(2)}`;
    const [paid] = await checkUnreadCallParties({ to: TARGET, data: toStranger, value: parseEther('0.4') }, plainSite);
    expect([paid?.feature_id, paid?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', UNKNOWN]);
    // Payees beside their amounts are paid, not a route: (you, payees, amounts) with the coin split among strangers still warns.
    const split: Hex = `0x0badf00d${encodeAbiParameters(parseAbiParameters('address, address[], uint256[]'), [USER, [UNKNOWN, CONTRACT], [parseEther('0.3'), parseEther('0.1')]]).slice(2)}`;
    const [splitHit] = await checkUnreadCallParties({ to: TARGET, data: split, value: parseEther('0.5') }, plainSite);
    expect([splitHit?.feature_id, splitHit?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', UNKNOWN]);
  });

  it('a site that imitates another\'s letters or address, asking a call that names no stranger: a Warning given to another, whatever the call does (#26)', async () => {
    const listing: Hex = `0x5b6c7d8e${encodeAbiParameters(parseAbiParameters('address, uint256, uint256'), [CONTRACT, 4_411n, 10n ** 18n]).slice(2)}`;
    for (const how of ['homoglyph', 'domain-in-subdomain'] as const) {
      const impostor = facts(1, USER, { site: site('market.xn--plcels-5ve.org', { deceptive: { how, detail: 'letters drawn alike' } }) });
      const [found] = await checkUnreadCallParties({ to: TARGET, data: listing, value: 0n }, impostor);
      expect([found?.feature_id, found?.type, found?.toOther, found?.stakes]).toEqual(['UNREAD_CALL_ON_IMITATING_SITE', 'Warning', true, true]);
      expect(found?.description).toBe(`Calls ${shortAddress(TARGET)} with data Preflight cannot read, asked by a site that imitates another's name.`);
    }
    // A free host is nobody's official site, but it imitates no one: a call naming only contracts stays as it was; so on a plain site.
    const freeHost = facts(1, USER, { site: site('parcels.pages.dev', { deceptive: { how: 'free-host', detail: 'a page on pages.dev' } }) });
    expect(await checkUnreadCallParties({ to: TARGET, data: listing, value: 0n }, freeHost)).toEqual([]);
    expect(await checkUnreadCallParties({ to: TARGET, data: listing, value: 0n }, plainSite)).toEqual([]);
  });

  it('a contract, you, the called contract, a registry contract or a currency: what ordinary calls name', async () => {
    for (const a of [CONTRACT, USER, TARGET, PERMIT2, KNOWN_TOKEN]) {
      expect(await checkUnreadCallParties({ to: TARGET, data: oneAddress(a), value: parseEther('1') }, plainSite)).toEqual([]);
    }
  });

  it('an address that stands for the chain\'s own coin (OP-stack legacy predeploy, 0xEeee…): no one\'s account, never a stranger (#26)', async () => {
    // A withdrawal of our own making: (token = the coin's address, amount, gas limit), paying 0.5 of the coin, from a site no list knows.
    for (const coin of ['0xDeadDeAddeAddEAddeadDEaDDEAdDeaDDeAD0000', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'] as const) {
      const withdraw: Hex = `0x32b7006d${encodeAbiParameters(parseAbiParameters('address, uint256, uint32'), [coin, parseEther('0.5'), 200_000]).slice(2)}`;
      expect(await checkUnreadCallParties({ to: TARGET, data: withdraw, value: parseEther('0.5') }, facts(204, USER, { site: site('bridge-portal.example') }))).toEqual([]);
    }
    // A person beside it is still named.
    const toPerson: Hex = `0x32b7006d${encodeAbiParameters(parseAbiParameters('address, address, uint256'), ['0xDeadDeAddeAddEAddeadDEaDDEAdDeaDDeAD0000', UNKNOWN, parseEther('0.5')]).slice(2)}`;
    const [named] = await checkUnreadCallParties({ to: TARGET, data: toPerson, value: parseEther('0.5') }, facts(204, USER, { site: site('bridge-portal.example') }));
    expect([named?.feature_id, named?.address]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', UNKNOWN]);
  });

  it('an app\'s official site (popular-dapp list, registry, phishing allowlist): the parties are its own', async () => {
    for (const s of [site('app.frax.finance', { officialDapp: 'Frax' }), site('app.uniswap.org', { officialOf: 'uniswap' }), site('dapp.example', { phishing: { listed: false, allowlisted: true } })]) {
      expect(await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: parseEther('1') }, facts(1, USER, { site: s }))).toEqual([]);
    }
  });

  it('a known scam address named anywhere in it: Malicious, even on an official site', async () => {
    const official = facts(1, USER, { site: site('app.frax.finance', { officialDapp: 'Frax' }) });
    const listing = { ...official, listed: (a: Address) => (a === EOA ? { source: 'test list' } : undefined) };
    expect(ids(await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: 0n }, listing))).toEqual([['UNREAD_CALL_NAMES_SCAM_ADDRESS', 'Malicious']]);
  });

  describe('a call that moves your whole balance of a token it names, towards a personal account (#26)', () => {
    // A bridge-like call of our own making: (token, amount, destination chain, recipient).
    const bridgeAll = (amount: bigint): Hex => `0x1a2b3c4d${encodeAbiParameters(parseAbiParameters('address, uint256, uint32, address'), [KNOWN_TOKEN, amount, 8453, EOA]).slice(2)}`;
    const holding = (balance: bigint) => facts(1, USER, { site: site('fastbridge-usdc.xyz'), balances: { [KNOWN_TOKEN]: balance } });

    it('the whole balance: Malicious, naming the amount and the personal account', async () => {
      const [found] = await checkUnreadCallParties({ to: TARGET, data: bridgeAll(52_000_000_000n), value: 0n }, holding(52_000_000_000n));
      expect([found?.feature_id, found?.type, found?.address]).toEqual(['UNREAD_CALL_MOVES_WHOLE_BALANCE', 'Malicious', EOA]);
      expect(found?.description).toContain(`moves your whole 52,000 USDC and names ${shortAddress(EOA)}, a personal account that is not you`);
      // Fees added on top still take everything; so does all but a hundredth (a bait amount's change left behind).
      for (const amount of [52_100_000_000n, 51_500_000_000n]) {
        const [near] = await checkUnreadCallParties({ to: TARGET, data: bridgeAll(amount), value: 0n }, holding(52_000_000_000n));
        expect([amount, near?.type]).toEqual([amount, 'Malicious']);
      }
    });

    it('the coin it pays is all the user holds of it but the fee, towards a personal account: Malicious, naming the coin', async () => {
      const coinHeld = (wei: bigint) => facts(1, USER, { site: site('restake-points-x2.xyz'), balances: { [NATIVE_PLACEHOLDER]: wei } });
      const [all] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: parseEther('7.99') }, coinHeld(parseEther('8')));
      expect([all?.feature_id, all?.type]).toEqual(['UNREAD_CALL_MOVES_WHOLE_BALANCE', 'Malicious']);
      expect(all?.description).toContain('moves your whole 8 ETH');
      // A part of it keeps the generic Warning.
      const [part] = await checkUnreadCallParties({ to: TARGET, data: oneAddress(EOA), value: parseEther('3') }, coinHeld(parseEther('8')));
      expect([part?.feature_id, part?.type]).toEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
    });

    it('part of the balance, far more than it, or no balance known: the generic Warning stays', async () => {
      for (const [amount, balance] of [[20_000_000_000n, 52_000_000_000n], [51_000_000_000n, 52_000_000_000n], [104_000_000_000n, 52_000_000_000n], [52_000_000_000n, 0n]] as const) {
        const [found] = await checkUnreadCallParties({ to: TARGET, data: bridgeAll(amount), value: 0n }, holding(balance));
        expect([found?.feature_id, found?.type]).toEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
      }
      // The whole balance in a call that also names you (you receive; the person is a referrer): the Warning stays.
      const withYou: Hex = `0x1a2b3c4d${encodeAbiParameters(parseAbiParameters('address, uint256, address, address'), [KNOWN_TOKEN, 52_000_000_000n, USER, EOA]).slice(2)}`;
      const [referred] = await checkUnreadCallParties({ to: TARGET, data: withYou, value: 0n }, holding(52_000_000_000n));
      expect([referred?.feature_id, referred?.type]).toEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
      const [unknown] = await checkUnreadCallParties({ to: TARGET, data: bridgeAll(52_000_000_000n), value: 0n }, plainSite);
      expect(unknown?.type).toBe('Warning');
    });
  });
});

