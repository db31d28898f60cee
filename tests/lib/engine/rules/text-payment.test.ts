/**
 * A plain-text message that orders a payment (lib/engine/rules/text-payment.ts): shown on a plain site,
 * Malicious on a site that deceives by itself or names itself with a lure. The service ("Eurovault") and
 * its order wording are made up; the IBANs are the standard's example shapes.
 */
import { stringToHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { checkPersonalSign } from '../../../../lib/engine/rules/personal-sign';
import { checkTextPayment, paymentOrder } from '../../../../lib/engine/rules/text-payment';
import { EOA, USER, site } from './support';

const ORDER = 'Eurovault order\nSend EUR 4800.00 to LT601010012345678901 at 2026-11-23T12:00:00Z';

async function verdict(domain: string, text: string) {
  const res = await createLocalEngine().scanJsonRpc({
    chain: 'gnosis',
    account_address: USER,
    metadata: { domain },
    data: { method: 'personal_sign', params: [stringToHex(text), USER satisfies Address] },
    options: ['validation'],
  });
  return [res.validation?.result_type, res.validation?.features.map((f) => f.feature_id)];
}

describe('a plain-text message that orders a payment', () => {
  it('reads the order line and its destination: an IBAN, or an address that is not the signer', () => {
    expect(paymentOrder(ORDER, USER)).toEqual({ line: 'Send EUR 4800.00 to LT601010012345678901 at 2026-11-23T12:00:00Z', destination: 'LT601010012345678901' });
    expect(paymentOrder(`Redeem all to ${EOA}`, USER)?.destination).toBe(EOA);
    expect(paymentOrder(`Withdraw 25 USDC to ${USER}`, USER)).toBeUndefined();
  });

  it('no amount, no paying verb, or no account: not an order', () => {
    expect(paymentOrder('Send feedback to DE89370400440532013000', USER)).toBeUndefined();
    expect(paymentOrder('Welcome 100 times to LT601010012345678901', USER)).toBeUndefined();
    expect(paymentOrder('I hereby declare that I am the address owner.', USER)).toBeUndefined();
    expect(paymentOrder('Send 5 EUR to my friend', USER)).toBeUndefined();
  });

  it('on a plain site: shown (Info) with the order quoted, given to another', () => {
    const [h] = checkTextPayment(ORDER, site('eurovault.app'), USER);
    expect([h?.feature_id, h?.type, h?.toOther]).toEqual(['TEXT_PAYMENT_ORDER', 'Info', true]);
    expect(h?.description).toContain('("Send EUR 4800.00 to LT601010012345678901 at 2026-11-23T12:00:00Z")');
    expect(checkPersonalSign(stringToHex(ORDER), 'https://eurovault.app', USER, site('eurovault.app')).map((x) => x.feature_id)).toEqual(['TEXT_PAYMENT_ORDER']);
  });

  it('through the engine: Benign on a plain site, Malicious on a homoglyph site or one named with a lure', async () => {
    expect((await verdict('https://eurovault.app', ORDER))[0]).toBe('Benign');
    expect(await verdict('https://eur\u043evault.app', ORDER)).toEqual(['Malicious', expect.arrayContaining(['TEXT_PAYMENT_ORDER'])]);
    expect(await verdict('https://eurovault-rewards.xyz', ORDER)).toEqual(['Malicious', expect.arrayContaining(['TEXT_PAYMENT_ORDER', 'LURE_SITE'])]);
  });
});
