/**
 * A plain-text message that registers a key on an app account (lib/engine/rules/text-key.ts): shown on the
 * app's own site, a Warning elsewhere, Malicious where the site imitates the app or its name is a lure.
 * The app ("Orbitra") and its message are made up.
 */
import { stringToHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { checkPersonalSign } from '../../../../lib/engine/rules/personal-sign';
import { checkTextKey, registeredKey } from '../../../../lib/engine/rules/text-key';
import { USER, site } from './support';

const KEY = `0x${'7e57'.repeat(16)}`;
const register = (key: string) => `Add Orbitra API Key\n\npublic key: ${key}\nnonce: 0x0000000000000001\napi key index: 0x03\nOnly sign this on orbitra.exchange`;
const judged = (host: string, extra = {}) => checkTextKey(register(KEY), site(host, extra), USER).map((h) => [h.type, h.feature_id]);

describe('a plain-text message that registers a key', () => {
  it('finds the key and its label; an index, a short number or the signer\'s own address is no key', () => {
    expect(registeredKey(register(KEY), USER)).toEqual({ label: 'public key', key: KEY });
    expect(registeredKey('Sign in to Orbitra\napi key index: 0x03', USER)).toBeUndefined();
    expect(registeredKey(`Orbitra\nsigner: ${USER}`, USER)).toBeUndefined();
    expect(registeredKey('Welcome to Orbitra!\nnonce: 8f3a1c', USER)).toBeUndefined();
  });

  it("on the app's own site: shown, saying why", () => {
    const [h] = checkTextKey(register(KEY), site('app.orbitra.exchange'), USER);
    expect([h?.type, h?.feature_id]).toEqual(['Info', 'TEXT_KEY_REGISTRATION']);
    expect(h?.description).toContain("The site is orbitra's own: app.orbitra.exchange is named like the app.");
  });

  it('on another site: a Warning that names the key and says the site is not the app\'s', () => {
    const [h] = checkTextKey(register(KEY), site('perp-dashboard.io'), USER);
    expect([h?.type, h?.toOther, h?.stakes]).toEqual(['Warning', true, true]);
    expect(h?.description).toBe('This message ("Add Orbitra API Key") registers the key 0x7e577e…577e57 ("public key") on your account there: whoever holds that key can act for the account. perp-dashboard.io is not known to be the site of the app this signature is for. Sign it only on the app\'s own site.');
  });

  it('on a site that imitates the app: Malicious', () => {
    expect(judged('orbitra-exchange-claim.com')).toEqual([['Malicious', 'TEXT_KEY_REGISTRATION']]);
    expect(judged('orbltra.exchange')).toEqual([['Malicious', 'TEXT_KEY_REGISTRATION']]);
  });

  it('an ordinary text stays an ordinary text', () => {
    expect(checkPersonalSign(stringToHex('Welcome to Orbitra!\nnonce: 8f3a1c'), 'https://perp-dashboard.io', USER, site('perp-dashboard.io')).map((h) => h.feature_id)).toEqual(['PERSONAL_SIGN_TEXT']);
  });

  it('through the engine, from a site whose name is a lure: Malicious', async () => {
    const engine = createLocalEngine();
    const res = await engine.scanJsonRpc({
      chain: 'ethereum',
      account_address: USER,
      metadata: { domain: 'https://perp-points-tracker.xyz' },
      data: { method: 'personal_sign', params: [stringToHex(register(KEY)), USER satisfies Address] },
      options: ['validation'],
    });
    expect([res.validation?.result_type, res.validation?.features.map((f) => f.feature_id)]).toEqual(['Malicious', expect.arrayContaining(['TEXT_KEY_REGISTRATION', 'LURE_SITE'])]);
  });
});
