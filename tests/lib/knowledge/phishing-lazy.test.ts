/**
 * The bundled phishing list is unpacked at first use, not when the module (the worker) starts, and
 * the engine waits for it: the very first scan from a listed site is already Malicious. No
 * beforeAll here on purpose: this file checks that nothing but the engine loads the list.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../lib/engine';
import { currentPhishingDetector } from '../../../lib/knowledge/phishing-list';
import { judgeSite } from '../../../lib/knowledge/site';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('phishing list loaded at first use', () => {
  it('before any scan the list is not unpacked, and a site judged then is "unknown", never "not listed"', () => {
    expect(currentPhishingDetector().status).toEqual({ ok: false, error: 'phishing list not loaded yet' });
    expect(judgeSite('https://defiuni.network').phishing).toMatchObject({ listed: false, unavailable: 'phishing list not loaded yet' });
  });

  it('the first scan from a listed site (MetaMask blacklist) is Malicious KNOWN_MALICIOUS_DOMAIN', async () => {
    const res = await createLocalEngine().scanJsonRpc({ chain: 'ethereum', account_address: USER, metadata: { domain: 'https://defiuni.network' }, data: { method: 'personal_sign', params: ['0x48656c6c6f', USER] } });
    expect(res.validation?.result_type).toBe('Malicious');
    expect(res.validation?.features.map((f) => f.feature_id)).toContain('KNOWN_MALICIOUS_DOMAIN');
    expect(currentPhishingDetector().status).toMatchObject({ ok: true });
  });
});
