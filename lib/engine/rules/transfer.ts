/**
 * Token moves in calldata.
 *  - transfer(to, x): Info (Malicious on a site deceptive in itself when `to` is someone else's; a listed
 *    recipient: Malicious transfer_farming); asked by a site that is not an official one straight to an
 *    address no chain could check (offline): Warning; the whole balance to
 *    another address, asked by a site that is not an official one: Warning (Malicious on a site
 *    deceptive in itself, rules/domain.ts).
 *  - transferFrom / safeTransferFrom whose `from` is not the signer: Malicious
 *    transfer_from_farming (the request pulls someone else's assets through you).
 *  - moving the signer's own assets out: Info on a site a list vouches for (the official site of a known
 *    app that offers it, OpenSea's "Transfer"; an allowlisted one); asked by another site to an
 *    account the chain calls personal, Malicious transfer_farming — Info when the user's
 *    own chain says it is at most half of the holding (holding-share.ts); else Warning;
 *    to a listed recipient Malicious transfer_farming.
 *  - transfer(to, x) of the whole balance to an account the chain calls personal,
 *    asked by a site that is not an official one: Malicious.
 *  - the native coin with no call: shown (what it gives to someone else weighs the site, rules/domain.ts);
 *    all of it but the fee, with the chain, as a token's whole balance above.
 */
import { type Address } from 'viem';
import { formatTokenAmount, groupThousands } from '../../format/amount';
import { partyName, tokenName } from './names';
import { allButAHundredth, shareOfHolding, type Moved } from './holding-share';
import { unvouchedSite } from './own-site';
import { sameAddress } from './typed-shared';
import { isNativePlaceholder, NATIVE_PLACEHOLDER } from '../tokens/native';
import { hit, type RuleFacts, type RuleHit } from './types';
import { isPettySum, worthOf } from '../tokens/currency';

export const IDS = {
  transfer: 'TOKEN_TRANSFER',
  toMalicious: 'TRANSFER_TO_KNOWN_MALICIOUS',
  notSigner: 'TRANSFER_FROM_OTHER_ACCOUNT',
  assetsOut: 'ASSET_TRANSFER_OUT',
  wholeBalance: 'TRANSFER_FROM_WHOLE_BALANCE',
  allOut: 'TRANSFER_OF_WHOLE_BALANCE',
  /**
   * Offline Warnings that rest on the recipient's unknown kind, so named with assumed.ts's suffix: the user's chain
   * settles them (lib/scan/stages.ts). Written out so the bundle inlines every id of this table.
   */
  siteToPerson: 'TRANSFER_TO_UNCHECKED_ACCOUNT',
  assetsOutUnchecked: 'ASSET_TRANSFER_TO_UNCHECKED_ACCOUNT',
  native: 'NATIVE_TRANSFER',
} as const;

function toListed(to: Address, what: string, facts: RuleFacts): RuleHit[] {
  const listed = facts.listed(to);
  if (!listed) return [];
  return [hit(IDS.toMalicious, 'Malicious', `Sends your ${what} to a known scam address (${partyName(to, facts)}, listed by ${listed.source}).`, { address: to, reason: 'transfer_farming', stakes: true })];
}

export async function checkTransfer(input: { token: Address | undefined; to: Address; amount: bigint }, facts: RuleFacts): Promise<RuleHit[]> {
  const name = await tokenName(input.token, facts);
  const listed = toListed(input.to, name, facts);
  if (listed.length > 0) return listed;
  const info = input.token ? await facts.tokenOf(input.token) : undefined;
  const amount = info?.decimals !== undefined ? formatTokenAmount(input.amount, info.decimals) : `${groupThousands(input.amount.toString())} (raw units of)`;
  const sentence = `Sends ${amount} ${name} to ${partyName(input.to, facts)}.`;
  if (input.token !== undefined && (await sendsWholeBalanceAway(input.token, input.amount, input.to, facts))) {
    return [await wholeBalanceHit(`${sentence} That is all of it you hold`, input.to, facts)];
  }
  // A dollar or less (a tip, a pay-per-request price) is nothing a drainer asks for: shown, as the native coin's send is.
  const petty = input.token !== undefined && isPettySum(worthOf(facts.chainId, input.token, input.amount));
  const asked = petty ? undefined : await askedBySiteToAPerson(input.to, input.token, facts);
  if (asked !== undefined) return [hit(IDS.siteToPerson, 'Warning', `${sentence} ${asked}`, { address: input.to, stakes: true, toOther: true })];
  // Value to someone else: Info on its own, Malicious on a site deceptive in itself (rules/domain.ts).
  return [hit(IDS.transfer, 'Info', sentence, { address: input.to, stakes: true, toOther: givesToOther(input.to, facts) })];
}

/**
 * The native coin sent with no call: shown. Value to someone else, so a site deceptive in itself makes it Malicious
 * (rules/domain.ts). Not a Warning offline as a token's transfer is: every plain send's first reading would be one
 * until the chain answers (the review's first stage), for the sends wallets exist for. With the chain, the whole
 * balance (all but the fee) is weighed as a token's is: only escalates what the first stage showed.
 * `amount` is in words ("18,000 FTM").
 */
export async function checkNativeSend(to: Address, value: bigint, amount: string, facts: RuleFacts): Promise<RuleHit[]> {
  const sentence = `Sends ${amount} to ${partyName(to, facts)}.`;
  if (await sendsWholeBalanceAway(NATIVE_PLACEHOLDER, value, to, facts)) return [await wholeBalanceHit(`${sentence} That is all you hold of the chain's coin but the fee`, to, facts)];
  return [hit(IDS.native, 'Info', sentence, { address: to, stakes: true, toOther: givesToOther(to, facts) })];
}

/**
 * Everything of an asset to `to`, asked by a site that is not an official one. To a personal account (a chain fact),
 * a site taking everything is what a drain is; a contract may be a gift or a deposit. `sentence` says what is sent.
 */
async function wholeBalanceHit(sentence: string, to: Address, facts: RuleFacts): Promise<RuleHit> {
  const host = facts.site?.host ?? '';
  const words = `${sentence}, to an address that is neither you nor a contract Preflight knows, and ${host} is not a site Preflight knows as the token's or an app's official one.`;
  return (await facts.kindOf(to)) === 'eoa'
    ? hit(IDS.allOut, 'Malicious', `${words} The chain says it is a personal account.`, { address: to, stakes: true, reason: 'transfer_farming' })
    : hit(IDS.allOut, 'Warning', words, { address: to, stakes: true, toOther: true });
}

/**
 * Offline, a site that is not an official one asks the wallet to send a token straight to an address no
 * chain could check: apps take deposits through their contracts, drainers through a transfer to
 * themselves, and without the chain the whole balance cannot be seen. With the chain, a personal
 * account is shown as the wallet's own send is (the whole balance is judged above) — only when the
 * balance came from the user's own chain: unread, the whole balance is unseen again, and a page's
 * connection may claim any balance to make a sweep look like a part (it must not soften this). Why, in
 * words; undefined when it is not so.
 */
async function askedBySiteToAPerson(to: Address, token: Address | undefined, facts: RuleFacts): Promise<string | undefined> {
  const site = unvouchedSite(facts);
  if (site === undefined || !givesToOther(to, facts)) return undefined;
  const kind = await facts.kindOf(to);
  if (kind === 'unknown') return `${site.host}, not an app's known site, asks you to send them to an address Preflight could not check: apps take deposits through a contract.`;
  if (kind !== 'eoa' || token === undefined || (facts.chainSource === 'user' && (await facts.balanceOf(token)) !== undefined)) return undefined;
  return `${site.host}, not an app's known site, asks you to send them to a personal account, and your balance could not be read from your own node to see whether that is all you hold.`;
}

/** `to` is neither the signer nor a contract Preflight knows: what is sent there is someone else's. */
export function givesToOther(to: Address, facts: RuleFacts): boolean {
  return !(facts.signer !== undefined && sameAddress(to, facts.signer)) && facts.known(to) === undefined;
}

/**
 * The whole balance of a token to another address, asked by a site (a wallet's own send names none)
 * that is not an official one: what a site wants when it takes a deposit or a position away. Of the chain's
 * own coin, all but the fee (holding-share.ts: at most a hundredth of it left behind).
 */
async function sendsWholeBalanceAway(token: Address, amount: bigint, to: Address, facts: RuleFacts): Promise<boolean> {
  if (unvouchedSite(facts) === undefined || facts.signer === undefined || !givesToOther(to, facts)) return false;
  const balance = await facts.balanceOf(token);
  if (balance === undefined || balance <= 0n) return false;
  return isNativePlaceholder(token) ? allButAHundredth(amount, balance) || amount > balance : amount >= balance;
}

/**
 * An ERC-20 transferFrom of everything the signer holds to an address that is
 * neither the signer nor a known contract: the shape of a sweep. Needs the
 * balance from the chain; without it, nothing is added.
 */
async function wholeBalance(token: Address, amount: bigint, to: Address, facts: RuleFacts): Promise<RuleHit[]> {
  if (facts.signer === undefined || sameAddress(to, facts.signer) || facts.known(to)) return [];
  const info = await facts.tokenOf(token);
  if (info?.decimals === undefined) return [];
  const balance = await facts.balanceOf(token);
  if (balance === undefined || balance === 0n || amount < balance) return [];
  const name = info.symbol ?? (await tokenName(token, facts));
  return [
    hit(IDS.wholeBalance, 'Malicious', `Sends all ${formatTokenAmount(balance, info.decimals)} ${name} you hold to ${partyName(to, facts)} with transferFrom: that is how drainers sweep a wallet.`, {
      address: to,
      reason: 'transfer_farming',
      stakes: true,
    }),
  ];
}

export async function checkTransferFrom(
  input: { fn: string; from: Address; to: Address; what: string; erc20?: { token: Address; amount: bigint }; moved?: Moved },
  facts: RuleFacts,
): Promise<RuleHit[]> {
  const { fn, from, to, what } = input;
  if (facts.signer !== undefined && !sameAddress(from, facts.signer)) {
    return [hit(IDS.notSigner, 'Malicious', `Calls ${fn} to move ${what} out of ${partyName(from, facts)}, which is not your account.`, { address: from, reason: 'transfer_from_farming', stakes: true })];
  }
  const listed = toListed(to, what, facts);
  if (listed.length > 0) return listed;
  const sweep = input.erc20 ? await wholeBalance(input.erc20.token, input.erc20.amount, to, facts) : [];
  if (sweep.length > 0) return sweep;
  const whose = facts.signer === undefined ? `${what} of ${partyName(from, facts)}` : `your ${what}`;
  // A site a maintained list vouches for (an app's official one, or on the phishing list's allowlist) offers transfers as a feature (OpenSea's "Transfer").
  const official = facts.site?.valid === true && unvouchedSite(facts) === undefined && !facts.site.phishing.listed;
  const sentence = `Sends ${whose} to ${partyName(to, facts)} with ${fn}.`;
  if (!official && (await sentByASiteToPersonalAccount(to, facts))) {
    const share = input.moved === undefined ? undefined : await shareOfHolding(input.moved, facts);
    // A part of a holding is what a gift is; a drainer takes it all. Shown, and still given to another (domain.ts).
    if (share !== undefined) return [hit(IDS.assetsOut, 'Info', `${sentence} The chain says ${partyName(to, facts)} is a personal account; this is ${share}, not the whole holding a drainer takes.`, { address: to, stakes: true, toOther: true })];
    return [hit(IDS.assetsOut, 'Malicious', `${sentence} The chain says ${partyName(to, facts)} is a personal account, and ${facts.site?.host ?? ''} is not a site Preflight knows as an app's official one: a site never needs your NFT or tokens moved to someone's account (a verification, a claim or a migration does not).`, { address: to, stakes: true, reason: 'transfer_farming' })];
  }
  if (official) return [hit(IDS.assetsOut, 'Info', sentence, { address: to, stakes: true, toOther: false })];
  // Unchecked, the chain's answer decides (a personal account: the holding's share above; a contract: this Warning again).
  const id = (await facts.kindOf(to)) === 'unknown' ? IDS.assetsOutUnchecked : IDS.assetsOut;
  return [hit(id, 'Warning', sentence, { address: to, stakes: true, toOther: true })];
}

/**
 * A site (a wallet's own send names none) asks to move the signer's own assets with transferFrom to
 * an account the chain calls personal. Offline the kind is unknown, and the Warning stands.
 */
async function sentByASiteToPersonalAccount(to: Address, facts: RuleFacts): Promise<boolean> {
  if (unvouchedSite(facts) === undefined || facts.signer === undefined || !givesToOther(to, facts)) return false;
  return (await facts.kindOf(to)) === 'eoa';
}
