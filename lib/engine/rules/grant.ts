/**
 * One judgement for every grant of access to the user's assets: approve /
 * increaseAllowance, Permit2.approve, setApprovalForAll, EIP-2612 and DAI
 * permits, Permit2 signatures, PermitForAll.
 *  - amount 0 / approved=false: a revoke, Benign.
 *  - spender on a scam list: Malicious.
 *  - spender in the registry: Benign, named ("Gives Uniswap Permit2 unlimited access to your USDC").
 *  - spender a personal account (EOA): Malicious — drainers collect grants on keys they hold.
 *  - a spender of unknown kind (no chain answer, or only the page's word): an
 *    unlimited or all-NFTs grant is judged as to a personal account (Malicious,
 *    saying so); a bounded one is Benign, shown, saying it could not be checked,
 *    a large sum (over 10,000 USD or 5 ETH) too, unless the site's own name lures; a huge raw amount (2^96 or
 *    more, all but unlimited) a Warning.
 *  - a contract the registry does not know: a limited amount is ordinary (Benign, shown), and so is every NFT
 *    of a collection when a popular app's own site asks (its marketplace contract); unlimited
 *    access, every NFT or half of what the user holds a Warning; Malicious when the amount covers
 *    everything the user holds of that token (a chain fact).
 * The site's part (phishing, lookalike) is judged once per request by the domain rule.
 */
import type { Address } from 'viem';
import { describeAmount, isUnlimited } from './amounts';
import { coversMost, isBounded, isHugeAmount, isLargeGrant } from './grant-size';
import { partyName, tokenName } from './names';
import { UNCHECKED_ACCOUNT_SUFFIX } from '../assumed';
import { hit, type Reason, type RuleFacts, type RuleHit } from './types';
import { shortAddress } from '../../format/address';
import { formatTokenAmount, groupThousands } from '../../format/amount';
import { dappSiteName, officialSiteName } from './own-site';
import { lureWord } from './lure-site';

export type GrantKind = 'approval' | 'permit' | 'permitForAll' | 'approvalForAll';

const PREFIX: Record<GrantKind, string> = {
  approval: 'APPROVAL',
  permit: 'PERMIT',
  approvalForAll: 'APPROVAL_FOR_ALL',
  permitForAll: 'PERMIT_FOR_ALL',
};

const REASON: Record<GrantKind, Reason> = {
  approval: 'approval_farming',
  permit: 'permit_farming',
  approvalForAll: 'set_approval_for_all_farming',
  permitForAll: 'set_approval_for_all_farming',
};

/** Feature ids per kind: APPROVAL_TO_KNOWN_SPENDER, PERMIT_TO_EOA, APPROVAL_FOR_ALL_TO_KNOWN_OPERATOR … */
export function grantIds(kind: GrantKind, unlimited = false) {
  const p = PREFIX[kind];
  const all = kind === 'approvalForAll' || kind === 'permitForAll';
  return {
    revoke: `${p}_REVOKE`,
    listed: `${p}_TO_KNOWN_MALICIOUS`,
    known: all ? `${p}_TO_KNOWN_OPERATOR` : `${p}_TO_KNOWN_SPENDER`,
    eoa: `${p}_TO_EOA`,
    /** The dangerous reading of a missing fact: see lib/engine/assumed.ts. */
    unchecked: `${p}${UNCHECKED_ACCOUNT_SUFFIX}`,
    unknown: kind !== 'approval' ? p : unlimited ? 'UNLIMITED_APPROVAL' : 'TOKEN_APPROVAL',
    wholeBalance: `${p}_OF_WHOLE_BALANCE`,
  } as const;
}

export interface Grant {
  kind: GrantKind;
  /** The token or collection; undefined when the request does not say. */
  token: Address | undefined;
  spender: Address;
  /** undefined: every NFT of the collection (approval for all). */
  amount: bigint | undefined;
  /** How it is granted, for the sentence: "This Permit2 signature", "This transaction". */
  via: string;
  /** How long the grant stays usable after the signature's own deadline (seconds), when the message says both. */
  lasts?: bigint;
}

const DAY = 86_400n;
/** About a month: the Permit2 expiry popular apps' own sites set (Uniswap's interface: 30 days). */
const SHORT_GRANT = 31n * DAY;

/**
 * "for 30 days" when the grant ends within about a month of being signed, else undefined. The engine
 * keeps no clock: the message's own signing deadline is the reference.
 */
function shortLife(g: Grant): string | undefined {
  if (g.lasts === undefined || g.lasts < 0n || g.lasts > SHORT_GRANT) return undefined;
  const days = (g.lasts + DAY / 2n) / DAY;
  return days === 0n ? 'for less than a day' : `for ${days} day${days === 1n ? '' : 's'}`;
}

/** "control of all your CryptoPunks NFTs", "unlimited access to your USDC", "access to up to 5 USDC". */
export async function whatOf(g: Grant, facts: RuleFacts): Promise<string> {
  const name = await tokenName(g.token, facts);
  if (g.amount === undefined) return `control of all your ${name === 'tokens' ? 'NFTs' : `${name} NFTs`}`;
  const info = g.token ? await facts.tokenOf(g.token) : undefined;
  if (isUnlimited(g.amount, info)) return `unlimited access to your ${name}`;
  return `access to ${describeAmount(g.amount, info)}${info?.symbol ? '' : ` of ${name}`}`;
}

/** The user's whole balance, formatted, when an amount grant covers it (balance read from the chain, > 0); else undefined. */
async function coversBalance(g: Grant, facts: RuleFacts): Promise<string | undefined> {
  if (g.token === undefined || g.amount === undefined) return undefined;
  const balance = await facts.balanceOf(g.token);
  if (balance === undefined || balance === 0n || g.amount < balance) return undefined;
  const info = await facts.tokenOf(g.token);
  const name = info?.symbol ?? (await tokenName(g.token, facts));
  return info?.decimals === undefined ? `${groupThousands(balance.toString())} (raw units) of ${name}` : `${formatTokenAmount(balance, info.decimals)} ${name}`;
}

/** What is at stake, when the chain says what the user holds: " You hold 1,250 USDC." / " You hold 3 of these NFTs." */
export async function atStake(g: Grant, facts: RuleFacts): Promise<string> {
  if (g.token === undefined) return '';
  const balance = await facts.balanceOf(g.token);
  if (balance === undefined) return '';
  if (g.amount === undefined) return balance === 0n ? ' You hold none of these NFTs now.' : ` You hold ${groupThousands(balance.toString())} of these NFTs.`;
  const info = await facts.tokenOf(g.token);
  if (info?.decimals === undefined) return '';
  return ` You hold ${formatTokenAmount(balance, info.decimals)} ${info.symbol ?? await tokenName(g.token, facts)}.`;
}

/**
 * Whether a large bounded grant to an address nobody checked still warns offline: a huge raw amount (all but
 * unlimited) always; a large priced sum only where the site's own name lures (lure-site.ts then makes the Warning
 * Malicious). Elsewhere the sum says nothing of the spender (to a contract it is ordinary), so it is shown: a flagged
 * site still turns it Malicious (`toOther`), and a chain that shows a personal account, or half of what the user
 * holds, raises it in the second stage.
 */
function sizeWarns(g: Grant, facts: RuleFacts): boolean {
  return isHugeAmount(g) || (facts.site !== undefined && lureWord(facts.site) !== undefined);
}

export async function judgeGrant(g: Grant, facts: RuleFacts): Promise<RuleHit[]> {
  const info = g.token && g.amount !== undefined ? await facts.tokenOf(g.token) : undefined;
  const ids = grantIds(g.kind, g.amount !== undefined && isUnlimited(g.amount, info));
  const spender = g.spender;
  const who = partyName(spender, facts);
  const at = { address: spender };
  if (g.amount === 0n) {
    return [hit(ids.revoke, 'Benign', `${g.via} revokes ${who}'s access to your ${await tokenName(g.token, facts)}.`, at)];
  }
  const what = await whatOf(g, facts);
  const stakes = { ...at, stakes: true };
  const listed = facts.listed(spender);
  if (listed) {
    return [hit(ids.listed, 'Malicious', `${g.via} gives a known scam address (${shortAddress(spender)}, listed by ${listed.source}) ${what}.`, { ...stakes, reason: REASON[g.kind] })];
  }
  const known = facts.known(spender);
  if (known) return [hit(ids.known, 'Benign', `${g.via} gives ${known.name} ${what}.${await atStake(g, facts)}`, stakes)];
  const kind = await facts.kindOf(spender);
  if (kind === 'eoa') {
    return [
      hit(ids.eoa, 'Malicious', `${g.via} gives a personal account (${who}), not a contract, ${what}.${await atStake(g, facts)} Drainers collect approvals on accounts they control.`, {
        ...stakes,
        reason: REASON[g.kind],
      }),
    ];
  }
  const unchecked = kind === 'unknown' ? ' Preflight could not check whether it is a contract.' : '';
  const ownSite = officialSiteName(facts);
  const life = shortLife(g);
  const dapp = dappSiteName(facts);
  if (dapp !== undefined && life !== undefined) {
    // Duration bounds what amount does not: the app's own site asking for a month is its ordinary step before it spends.
    return [hit(ids.unknown, 'Benign', `${g.via} gives ${who} ${what} ${life}, asked by ${dapp}'s own site. A grant that ends within a month is what apps ask for before they spend.${unchecked}`, stakes)];
  }
  if (dapp !== undefined && g.amount === undefined) {
    // A popular app's own site vouches for its contracts (own-site.ts): a marketplace's contract must hold the collection to sell or escrow what is listed.
    // Offline too (the operator's kind unknown): the site is the fact, as for a Permit2 grant of a month above; a chain showing a personal account raises it.
    const party = kind === 'contract' ? `${who}, a contract ${dapp}'s own site asks for,` : `${who}, asked by ${dapp}'s own site,`;
    return [hit(ids.unknown, 'Benign', `${g.via} gives ${party} ${what}.${await atStake(g, facts)} Marketplaces need this to sell or escrow what you list.${unchecked}`, stakes)];
  }
  const unlimitedGrant = g.amount === undefined || isUnlimited(g.amount, info);
  if (kind === 'unknown' && unlimitedGrant) {
    return [
      hit(ids.unchecked, 'Malicious', `${g.via} gives ${who} ${what}.${await atStake(g, facts)} Preflight could not check whether it is a contract, so it is judged as a personal account: drainers collect approvals on accounts they control.`, {
        ...stakes,
        reason: REASON[g.kind],
      }),
    ];
  }
  if (kind === 'unknown' && isBounded(g, info) && (!isLargeGrant(g, facts) || !sizeWarns(g, facts)) && (ownSite !== undefined || !(await coversMost(g, facts)))) {
    // A limited amount is the ordinary step before an app spends, and what is at risk is that amount, shown. The
    // spender's kind is unknown, so a large sum, or half or more of what the user holds when the chain says (off an
    // app's own site), is judged below; the site's part (a list, a lookalike, a deceptive
    // site) still turns it Malicious through `stakes`, and a chain answer saying "personal account" raises it.
    const asked = ownSite === undefined ? '' : `, asked by ${ownSite}'s own site`;
    // toOther: the spender may be someone's account, so a site deceptive in itself still makes it Malicious (rules/domain.ts).
    return [hit(ids.unknown, 'Benign', `${g.via} gives ${who} ${what}${asked}. A limited amount is what apps ask for before they spend.${unchecked}`, { ...stakes, toOther: true })];
  }
  const all = await coversBalance(g, facts);
  if (all !== undefined) {
    return [hit(ids.wholeBalance, 'Malicious', `${g.via} gives ${who}, a contract Preflight does not know, ${what}: that covers all ${all} you hold.${unchecked}`, { ...stakes, reason: REASON[g.kind] })];
  }
  if (kind === 'contract' && isBounded(g, info) && !(await coversMost(g, facts))) {
    // An ordinary approval: a stated amount to a contract (what a dapp asks before it spends). The site's part
    // (a list, a lookalike) still turns it Malicious through `stakes`; the amount is shown.
    return [hit(ids.unknown, 'Benign', `${g.via} gives ${who}, a contract Preflight does not know, ${what}.${await atStake(g, facts)} A limited amount to a contract is what apps ask for before they spend.`, stakes)];
  }
  const large = kind === 'unknown' && isLargeGrant(g, facts) ? ' That is a large sum to hand an address nobody has checked.' : (await coversMost(g, facts)) ? ' That is half or more of what you hold.' : '';
  // Unchecked, the Warning rests on the missing fact (assumed.ts): a chain that shows a contract settles it in the second stage.
  return [hit(kind === 'unknown' ? ids.unchecked : ids.unknown, 'Warning', `${g.via} gives ${who}, a contract Preflight does not know, ${what}.${await atStake(g, facts)}${unchecked}${large}`, { ...stakes, toOther: true })];
}
