import { beforeAll, describe, expect, it } from 'vitest';
import { checkDomain } from '../../../../lib/engine/rules/domain';
import { createFacts } from '../../../../lib/engine/validate/facts';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';

// The phishing and scam-address lists are read at first use (the engine awaits them before every scan; these tests call the rules directly).
beforeAll(() => loadBundledLists());

// Listed sites come from the licensed lists in lib/knowledge (MetaMask's phishing list, Forta's
// scam addresses) and the synthetic test entries (lib/knowledge/data/test-entries.json).
describe('checkDomain', () => {
  it('returns a Malicious feature for a listed site and nothing otherwise', () => {
    expect(checkDomain('https://claim.drainer.preflight-test.invalid')).toEqual({ type: 'Malicious', feature_id: 'KNOWN_MALICIOUS_DOMAIN', description: expect.stringContaining('claim.drainer.preflight-test.invalid') });
    // On MetaMask's eth-phishing-detect blacklist.
    expect(checkDomain('https://www.defiuni.network:8443')?.description).toContain('eth-phishing-detect');
    expect(checkDomain('https://app.uniswap.org')).toBeUndefined();
    expect(checkDomain('https://defiuni.network.example.com')).toBeUndefined();
    expect(checkDomain('not a url at all')).toBeUndefined();
    expect(checkDomain(undefined)).toBeUndefined();
  });
});

describe('listed addresses', () => {
  it('the rules see the scam list and the synthetic test entries, in any case', () => {
    const facts = createFacts({ chainId: 1, domain: undefined, account: undefined, chain: undefined }, undefined);
    expect(facts.listed('0x00000000000000000000000000000000BAD0BAD1')).toEqual({ source: 'Preflight test entries' });
    expect(facts.listed('0x000000000532b45f47779fce440748893b257865')?.source).toMatch(/Forta/);
    expect(facts.listed('0x0000000000000000000000000000000000000001')).toBeUndefined();
  });
});
