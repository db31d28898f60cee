/**
 * The shipped scam-address list is read at first use, not when the module (the worker) starts, and
 * the engine waits for it: the very first scan of a send to a listed address is already Malicious.
 * No beforeAll here on purpose: nothing but the engine loads the list.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../lib/engine';
import { listedAddress, scamListStatus } from '../../../lib/knowledge/scam-addresses';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PHISHING_EOA = '0x000000000532b45f47779fce440748893b257865'; // Forta labelled-datasets, "Fake_Phishing3901"

describe('scam-address list loaded at first use', () => {
  it('before any scan the status says the list is not loaded (the rules then warn), not that the address is clean', () => {
    expect(scamListStatus()).toEqual({ ok: false, error: 'scam-address list not loaded yet' });
    expect(listedAddress(1, PHISHING_EOA)).toBeUndefined();
  });

  it('the first scan of an ETH send to a listed address is Malicious KNOWN_MALICIOUS_ADDRESS, with no "list unavailable" warning', async () => {
    const res = await createLocalEngine().scanJsonRpc({ chain: 'ethereum', account_address: USER, metadata: { domain: 'https://app.example.org' }, data: { method: 'eth_sendTransaction', params: [{ from: USER, to: PHISHING_EOA, value: '0x1' }] } });
    expect(res.validation?.result_type).toBe('Malicious');
    const ids = res.validation?.features.map((f) => f.feature_id);
    expect(ids).toContain('KNOWN_MALICIOUS_ADDRESS');
    expect(ids).not.toContain('SCAM_LIST_UNAVAILABLE');
    expect(scamListStatus()).toMatchObject({ ok: true, entries: 6205 });
  });
});
