/**
 * The registry, the phishing list, the scam-address list and the lookalike check's tables fail to load (corrupt
 * data files): the engine says so and never turns "unknown" into "no risk" — a
 * registry spender is no longer cleared, no request from a site passes as
 * Benign, and neither does an address the scam list could not be asked about.
 */
import { describe, expect, it, vi } from 'vitest';

// Every file shipped beside the code (registry, phishing snapshot, scam prefixes, token lists) is corrupt.
// The test setup has read the good ones already: these modules are loaded afresh, and read through the corrupt reader.
vi.resetModules();
const { setBundledFileReader } = await import('../../../../lib/knowledge/bundled-file');
setBundledFileReader(() => Promise.resolve(new TextEncoder().encode('corrupt')));
const { createLocalEngine } = await import('../../../../lib/engine');

const USER = '0xb3fe6fbbb9d3e6f1bd2d1dc9b7d9a4e2f1a3c5d7';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const APPROVE_PERMIT2_MAX = '0x095ea7b3000000000000000000000000000000000022d473030f116ddee9f6b43ac78ba3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

describe('knowledge that fails to load', () => {
  const engine = createLocalEngine();
  const scan = (params: unknown[], domain = 'https://app.uniswap.org') =>
    engine.scanJsonRpc({ chain: 'ethereum', account_address: USER, metadata: { domain }, data: { method: 'eth_sendTransaction', params } });

  it('an unlimited approval to Permit2 unrecognised and unchecked is read the dangerous way, saying the registry could not be loaded', async () => {
    const res = await scan([{ from: USER, to: USDC, data: APPROVE_PERMIT2_MAX }]);
    expect(res.validation?.result_type).toBe('Malicious');
    const ids = res.validation?.features.map((f) => f.feature_id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['APPROVAL_TO_UNCHECKED_ACCOUNT', 'REGISTRY_UNAVAILABLE', 'PHISHING_LIST_UNAVAILABLE', 'SCAM_LIST_UNAVAILABLE', 'LOOKALIKE_LISTS_UNAVAILABLE']));
    expect(res.validation?.features.find((f) => f.feature_id === 'SCAM_LIST_UNAVAILABLE')?.description).toMatch(/list of scam addresses could not be loaded \(scam-address list failed to load: scam-prefixes.bin: ends inside a group of 5636 prefixes\)/);
    expect(res.validation?.features.find((f) => f.feature_id === 'REGISTRY_UNAVAILABLE')?.description).toContain('could not be loaded');
    // The popular apps' sites and the look-alike letters are missing too: the site was not fully checked for imitation, and the review says so.
    expect(res.validation?.features.find((f) => f.feature_id === 'LOOKALIKE_LISTS_UNAVAILABLE')?.description).toMatch(/lists for spotting imitations could not be loaded \(brands\.json\.gz: not gzipped JSON.*; confusables\.json\.gz: not gzipped JSON.*\), so app\.uniswap\.org was checked only against the registry's protocols/);
  });

  it('a plain ETH send from a site is not "no risk" when the phishing list could not be consulted', async () => {
    const res = await scan([{ from: USER, to: '0x4F2083f5fBede34C2714aFfb3105539775f7FE64', value: '0x1' }]);
    expect(res.validation?.result_type).toBe('Warning');
    expect(res.validation?.features.find((f) => f.feature_id === 'PHISHING_LIST_UNAVAILABLE')?.description).toContain('phishing list could not be consulted');
  });

  it('an address scan does not call an address Benign when the scam list could not be read', async () => {
    const res = await engine.scanAddressesExtended({ chain: 'ethereum', metadata: {}, addresses: ['0x4F2083f5fBede34C2714aFfb3105539775f7FE64'] });
    expect(res.results[0]?.validation).toMatchObject({ result_type: 'Warning', features: expect.arrayContaining([expect.objectContaining({ feature_id: 'SCAM_LIST_UNAVAILABLE', type: 'Warning' })]) });
  });
});
