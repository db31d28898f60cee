/**
 * SOL or tokens sent straight to another address, asked by a site (a wallet's
 * own send names none and is not judged), as EVM's TRANSFER_ASKED_BY_SITE:
 *  - from a suspect site (suspect-site.ts: a lure in its name, a look-alike…):
 *    Warning, whatever the sum; the site rules make a look-alike Malicious;
 *  - offline, from a site no list vouches for (not an app's official site, not
 *    allowlisted), SOL of LARGE_SOL_LAMPORTS or more: Warning. The balance is
 *    unknown, so the sum is weighed by itself: apps take deposits through their
 *    programs, and few sites ask a wallet to pay a person this much directly.
 *    With an RPC the balance says whether it is everything (whole-balance.ts);
 *  - either, Malicious when the payment sits in a later transaction of a
 *    signAllTransactions batch: the wallet shows the first, and batch drainers
 *    hide the payment behind it.
 */
import { unvouchedSite } from '../../engine/rules/own-site';
import { shortAddress } from '../../format/address';
import { solAmount } from '../decode/describe';
import { paymentsToOthers, type Payment } from './gives-away';
import { siteSuspicion } from './suspect-site';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_PAYMENT_ASKED_BY_SITE';
/** 5 SOL: far above a payment for goods or a tip (everyday sends are tenths of a SOL), far below a drained wallet. */
export const LARGE_SOL_LAMPORTS = 5_000_000_000n;

/** Why the site's asking is suspect, in words; undefined when it is not. */
function whyAsked(input: SolanaRuleInput, payments: readonly Payment[]): string | undefined {
  const suspicion = siteSuspicion(input.site);
  if (suspicion !== undefined) return suspicion;
  const site = unvouchedSite({ site: input.site });
  const sol = payments.reduce((sum, p) => sum + p.lamports, 0n);
  if (site === undefined || input.balances?.lamports !== undefined || sol < LARGE_SOL_LAMPORTS) return undefined;
  return `${site.host}, which no list knows as an app's official site, asks for ${solAmount(sol)} straight to an address, and without an RPC URL Preflight cannot tell how much of your SOL that is`;
}

export function checkPaymentAsked(input: SolanaRuleInput): RuleHit[] {
  if (input.site === undefined) return [];
  const payments = paymentsToOthers(input);
  const [first] = payments;
  const why = whyAsked(input, payments);
  if (first === undefined || why === undefined) return [];
  const later = payments.find((p) => p.tx > 0);
  const sentence = `Sends ${first.what} straight to ${shortAddress(first.to)}: ${why}`;
  return later === undefined
    ? [hit(FEATURE_ID, 'Warning', `${sentence}.`, { address: first.to, stakes: true, toOther: true })]
    : [hit(FEATURE_ID, 'Malicious', `${sentence}; and it is in transaction ${later.tx + 1} of the batch you sign at once, behind the first one.`, { address: later.to, reason: 'transfer_farming', stakes: true, toOther: true })];
}
