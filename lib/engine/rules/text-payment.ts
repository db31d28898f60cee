/**
 * A plain-text message that orders a payment ("Send EUR 4800.00 to LT60… at …", "Redeem all to 0x…"):
 * off-chain money services (e-money redemptions, exchange withdrawals) move funds on a signed order, so
 * the signature gives value away as a transfer does. Known by its shape, not by the service: a line
 * whose first word pays or pays out (roles/vocabulary.ts roleOfFunction: send, pay, transfer, redeem,
 * withdraw…), an amount (a number, or "all") and "to" a bank account (IBAN) or an address that is not
 * the signer's. Its weight is the site's:
 *  - a lookalike or a site deceptive in itself (homoglyph, free host): Malicious (domain.ts, by `toOther`);
 *  - a site named with a lure: a Warning, which lure-site.ts makes Malicious;
 *  - elsewhere: shown (Info), as a token transfer the user types is.
 */
import type { Address } from 'viem';
import type { SiteFacts } from '../../knowledge/site';
import { roleOfFunction } from '../roles/vocabulary';
import { lureWord } from './lure-site';
import { sameAddress } from './typed-shared';
import { hit, type RuleHit } from './types';

export const TEXT_PAYMENT = 'TEXT_PAYMENT_ORDER';

/** "<verb> <…amount…> to <IBAN or 0x address>" on one line; the verb and the amount are checked apart. */
const ORDER_LINE = /^\s*([A-Za-z]+)\b([^\n]*?)\bto\s+(?:the\s+)?(?:(?:bank\s+)?account\s+|address\s+|iban:?\s+)?([A-Z]{2}\d{2}[A-Z0-9]{11,30}|0x[0-9a-fA-F]{40})\b/i;
const AMOUNT = /\d|\ball\b/i;

export interface PaymentOrder {
  /** The order's line, as the message words it. */
  line: string;
  destination: string;
}

/** The first line of the text that orders a payment to someone other than the signer, if any. */
export function paymentOrder(text: string, signer: Address | undefined): PaymentOrder | undefined {
  for (const line of text.split('\n')) {
    const [, verb = '', middle = '', destination = ''] = ORDER_LINE.exec(line) ?? [];
    const role = roleOfFunction(verb);
    if ((role !== 'pay' && role !== 'takeOut') || !AMOUNT.test(middle)) continue;
    if (sameAddress(destination, signer)) continue;
    return { line: line.trim().slice(0, 100), destination };
  }
  return undefined;
}

export function checkTextPayment(text: string, site: SiteFacts | undefined, signer: Address | undefined): RuleHit[] {
  const order = paymentOrder(text, signer);
  if (order === undefined) return [];
  const what = `This message orders a payment ("${order.line}"): signed, it lets the service pay ${order.destination} as it says.`;
  const at = { stakes: true, toOther: true };
  const lure = site === undefined ? undefined : lureWord(site);
  return lure === undefined
    ? [hit(TEXT_PAYMENT, 'Info', `${what} Sign it only if you asked for this payment.`, at)]
    : [hit(TEXT_PAYMENT, 'Warning', `${what} ${site?.host ?? 'The site'} is not a site Preflight knows as the service's own.`, at)];
}
