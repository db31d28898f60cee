/**
 * A plain-text message that registers a key on an app account ("Register … Account / pubkey: 0x… /
 * api key index: …"): the signature authorises whoever holds that key to act for the account, so its
 * weight, as for a typed-data control role (typed-roles.ts) or a key seed (key-seed.ts), is the site's
 * relation to the app the message names:
 *  - the app's own site (named like the app, or the official site of an app of that name): shown;
 *  - a site that imitates it: Malicious;
 *  - any other site: a Warning that gives control to another (a lure-named, lookalike or deceptive site
 *    makes it Malicious: lure-site.ts, domain.ts).
 * Known by its shape, not by the app: a line "<a key, signer or agent>: 0x<20 bytes or more>" whose value
 * is not the signer's own address.
 */
import type { Address } from 'viem';
import type { SiteFacts } from '../../knowledge/site';
import { shortAddress } from '../../format/address';
import { signedAppRelation, type SignedAppRelation } from '../roles/signed-app';
import { siteWords } from './typed-roles';
import { sameAddress } from './typed-shared';
import { hit, type RuleHit } from './types';

export const TEXT_KEY = 'TEXT_KEY_REGISTRATION';

const KEY_LINE = /^\s*([\w ]*?(?:\bkey|pubkey|signer|agent)\w*)\s*[:=]\s*(0x[0-9a-fA-F]{40,})\s*$/im;
/** Lines read for the app's name: the message's heading. */
const HEADING_LINES = 2;

/** The key the text registers and the line's label, if the text has one. */
export function registeredKey(text: string, signer: Address | undefined): { label: string; key: string } | undefined {
  const m = KEY_LINE.exec(text);
  const label = m?.[1]?.trim();
  const key = m?.[2];
  if (label === undefined || key === undefined) return undefined;
  return sameAddress(key, signer) ? undefined : { label, key };
}

const RANK: Record<SignedAppRelation['kind'], number> = { own: 2, imitates: 1, unrelated: 0 };

/** The site against each word of the message's heading: its own app's name wins, then an imitated one. */
function relationToHeading(text: string, site: SiteFacts | undefined): SignedAppRelation {
  const words = text.split('\n').slice(0, HEADING_LINES).join(' ').split(/\s+/);
  let best: SignedAppRelation = { kind: 'unrelated' };
  for (const w of words) {
    const r = signedAppRelation(site, w);
    if (RANK[r.kind] > RANK[best.kind]) best = r;
  }
  return best;
}

export function checkTextKey(text: string, site: SiteFacts | undefined, signer: Address | undefined): RuleHit[] {
  const found = registeredKey(text, signer);
  if (found === undefined) return [];
  const heading = text.split('\n')[0]?.trim().slice(0, 60) ?? '';
  const relation = relationToHeading(text, site);
  const what = `This message ("${heading}") registers the key ${shortAddress(found.key)} ("${found.label}") on your account there: whoever holds that key can act for the account.`;
  if (relation.kind === 'own') return [hit(TEXT_KEY, 'Info', `${what} The site is ${relation.app}'s own: ${relation.how}.`)];
  const sentence = `${what}${siteWords(relation, relation.kind === 'imitates' ? relation.app : undefined, { site })}`;
  const at = { stakes: true, toOther: true };
  return [relation.kind === 'imitates' ? hit(TEXT_KEY, 'Malicious', `${sentence} Do not sign it here.`, { ...at, reason: 'raw_signature_farming' }) : hit(TEXT_KEY, 'Warning', `${sentence} Sign it only on the app's own site.`, at)];
}
