/**
 * SOL or tokens sent straight to another address, asked by a site no list
 * vouches for (not an app's official site, not allowlisted; a wallet's own
 * send names no site and is not judged), as EVM's TRANSFER_TO_UNCHECKED_ACCOUNT (rules/transfer.ts):
 *  - from a suspect site (suspect-site.ts: a lure in its name, a look-alike…):
 *    Warning, whatever the sum; the site rules make a look-alike Malicious;
 *  - offline, SOL of LARGE_SOL_LAMPORTS or more: Warning. The balance is
 *    unknown, so the sum is weighed by itself: apps take deposits through their
 *    programs, and few sites ask a wallet to pay a person this much directly.
 *    With an RPC the balance says whether it is everything (whole-balance.ts);
 *  - that sum Malicious from a suspect site, or when it sits in a later
 *    transaction of a signAllTransactions batch: the wallet shows the first,
 *    and batch drainers hide the payment behind it.
 */
import { unvouchedSite } from '../../engine/rules/own-site';
import { shortAddress } from '../../format/address';
import { solAmount } from '../decode/describe';
import { paymentsToOthers } from './gives-away';
import { siteSuspicion } from './suspect-site';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_PAYMENT_ASKED_BY_SITE';
/** 5 SOL: far above a payment for goods or a tip (everyday sends are tenths of a SOL), far below a drained wallet. */
export const LARGE_SOL_LAMPORTS = 5_000_000_000n;

export function checkPaymentAsked(input: SolanaRuleInput): RuleHit[] {
  const payments = paymentsToOthers(input);
  const [first] = payments;
  const site = unvouchedSite({ site: input.site });
  if (first === undefined || site === undefined) return [];
  const sol = payments.reduce((sum, p) => sum + p.lamports, 0n);
  const large = input.balances?.lamports === undefined && sol >= LARGE_SOL_LAMPORTS;
  const suspicion = siteSuspicion(site);
  const later = payments.find((p) => p.tx > 0);
  if (suspicion === undefined && !large) return [];
  const words = `Sends ${large ? solAmount(sol) : first.what} straight to ${shortAddress(first.to)}: ${suspicion ?? `${site.host} is no site a list vouches for`}${large ? ', and offline your balance is unknown' : ''}${later === undefined ? '' : `; it is in transaction ${later.tx + 1} of a batch signed at once`}.`;
  return large && (suspicion !== undefined || later !== undefined)
    ? [hit(FEATURE_ID, 'Malicious', words, { address: (later ?? first).to, reason: 'transfer_farming', stakes: true, toOther: true })]
    : [hit(FEATURE_ID, 'Warning', words, { address: first.to, stakes: true, toOther: true })];
}
