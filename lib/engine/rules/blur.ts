/**
 * Blur Exchange orders. A sell Order must pay in a currency at a real price
 * (nft-sale.ts). A bulk `Root` signs only a Merkle root: the prices cannot be
 * seen, so it is expected only on Blur's own site; requested by any other
 * site it is the "Blur bulk farming" drain (Malicious blur_farming).
 */
import { addressField, bigintField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { judgeNftSale } from './nft-sale';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts } from './types';

export const IDS = { offSite: 'BLUR_BULK_LISTING_OFF_SITE', bulk: 'BLUR_BULK_LISTING', order: 'BLUR_ORDER' } as const;

const SELL = 1n;

function onBlurSite(typed: SanitizedTypedData, facts: RuleFacts): boolean | undefined {
  const site = facts.site;
  if (site === undefined || !site.valid) return undefined;
  const protocol = typed.domain.verifyingContract ? facts.known(typed.domain.verifyingContract)?.protocol : undefined;
  return site.officialOf !== undefined && (site.officialOf === protocol || site.officialOf === 'blur');
}

export async function checkBlur(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.domain.name !== 'Blur Exchange') return NOT_MINE;
  if (typed.primaryType === 'Root') {
    const official = onBlurSite(typed, facts);
    if (official === true) return { hits: [hit(IDS.bulk, 'Info', 'Signs a Blur bulk listing on Blur\'s own site.')], exposures: [], recognised: true };
    if (official === undefined) {
      return { hits: [hit(IDS.bulk, 'Warning', 'This Blur bulk-listing signature covers orders Preflight cannot see, and the requesting site is unknown.')], exposures: [], recognised: true };
    }
    return { hits: [hit(IDS.offSite, 'Malicious', `${facts.site?.host ?? 'This site'} is not Blur, yet asks for a Blur bulk-listing signature: it covers listings you cannot see, at any price.`, { reason: 'blur_farming', stakes: true })], exposures: [], recognised: true };
  }
  if (typed.primaryType !== 'Order') return NOT_MINE;
  const m = typed.message;
  const side = bigintField(m, 'side');
  if (side === SELL) {
    const amount = bigintField(m, 'amount') ?? 1n;
    const sale = judgeNftSale({
      market: 'Blur',
      idPrefix: 'BLUR',
      reason: 'blur_farming',
      nfts: Number(amount > 0n && amount < 1000n ? amount : 1n),
      payments: [{ token: addressField(m, 'paymentToken') ?? '0x0000000000000000000000000000000000000000', amount: bigintField(m, 'price') ?? 0n }],
    }, facts);
    if (sale) return { hits: [sale], exposures: [], recognised: true };
  }
  return { hits: [hit(IDS.order, 'Info', `Signs a Blur ${side === SELL ? 'listing' : 'bid'} at a real price.`)], exposures: [], recognised: true };
}
