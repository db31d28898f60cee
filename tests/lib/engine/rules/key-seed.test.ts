/**
 * A fixed message whose signature is an app account's private key (lib/engine/rules/key-seed.ts),
 * known by its shape: only text, nothing about the user, and the words say key / derive / onboard.
 * The app ("Orbitra") and its messages are made up.
 */
import { describe, expect, it } from 'vitest';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { USER, facts, site } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const seed = (fields: { name: string; type: string }[], message: Record<string, unknown>, primaryType = 'Onboard') => typed({
  types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], [primaryType]: fields },
  primaryType,
  domain: { name: 'Orbitra', version: '1', chainId: 1 },
  message,
});
const derive = seed([{ name: 'action', type: 'string' }, { name: 'onlySignOn', type: 'string' }], { action: 'Derive trading key', onlySignOn: 'https://app.orbitra.exchange' });
const judged = async (t: SanitizedTypedData, host: string, extra = {}) => (await checkGenericTyped(t, facts(1, USER, { site: site(host, extra) }))).map((h) => [h.type, h.feature_id]);

describe('a signature that is an app account key', () => {
  it('on the app\'s own site: shown, not flagged', async () => {
    expect(await judged(derive, 'app.orbitra.exchange')).toEqual([['Info', 'ACCOUNT_KEY_SIGNATURE']]);
  });

  it('an app whose name is styled in mixed case ("oRBiT Chain") is still known on its own site, and imitated on a homoglyph', async () => {
    const styled = typed({ ...derive, domain: { ...derive.domain, name: 'oRBiT Chain' } });
    expect(await judged(styled, 'orbit.trade')).toEqual([['Info', 'ACCOUNT_KEY_SIGNATURE']]);
    expect(await judged(styled, 'orbit-chain-rewards.com')).toEqual([['Malicious', 'ACCOUNT_KEY_SIGNATURE']]);
    expect(await judged(styled, 'perp-rewards-hub.com')).toEqual([['Warning', 'ACCOUNT_KEY_SIGNATURE']]);
  });

  it('on another site: a Warning that says the signature hands the account over', async () => {
    const [found] = await checkGenericTyped(derive, facts(1, USER, { site: site('perp-rewards-hub.com') }));
    expect([found?.type, found?.feature_id]).toEqual(['Warning', 'ACCOUNT_KEY_SIGNATURE']);
    expect(found?.description).toContain('whoever gets the signature controls your Orbitra account');
    expect(found?.description).toContain('perp-rewards-hub.com is not known to be the site of Orbitra.');
  });

  it('on a site that imitates the app, or a listed one: Malicious', async () => {
    expect(await judged(derive, 'orbitra-exchange-claim.com')).toEqual([['Malicious', 'ACCOUNT_KEY_SIGNATURE']]);
    expect(await judged(derive, 'perp-rewards-hub.com', { phishing: { listed: true } })).toEqual([['Malicious', 'ACCOUNT_KEY_SIGNATURE']]);
  });

  it('not a key seed: a message that names the user, carries a number, or never speaks of a key', async () => {
    const plain = [['Info', 'TYPED_DATA']];
    expect(await judged(seed([{ name: 'action', type: 'string' }], { action: `Derive trading key for ${USER}` }), 'perp-rewards-hub.com')).toEqual(plain);
    expect(await judged(seed([{ name: 'action', type: 'string' }, { name: 'nonce', type: 'uint256' }], { action: 'Derive trading key', nonce: '7' }), 'perp-rewards-hub.com')).toEqual(plain);
    expect(await judged(seed([{ name: 'contents', type: 'string' }], { contents: 'Hello from Orbitra' }, 'Greeting'), 'perp-rewards-hub.com')).toEqual(plain);
  });
});
