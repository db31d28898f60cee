import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createScamList, listedAddress, scamListStatus } from '../../../lib/knowledge/scam-addresses';
import { buildScamList, scamListText } from '../../../scripts/scam/build';
import scamFile from '../../../lib/knowledge/data/scam-addresses.json';

// From Forta's labelled-datasets phishing_scams.csv (Etherscan labels): an EOA "Fake_Phishing3901" and a fake-token contract.
const PHISHING_EOA = '0x000000000532b45f47779fce440748893b257865';
const FAKE_TOKEN_CONTRACT = '0x00000006e55a9364b657e3b91cd0411b4fd11ac2';

describe('listedAddress', () => {
  it('names the synthetic test entries on any chain, case-insensitively', () => {
    expect(listedAddress(1, '0x00000000000000000000000000000000BAD0BAD1')).toEqual({ source: 'Preflight test entries' });
    expect(listedAddress(8453, '0x00000000000000000000000000000000bad0bad2')).toBeDefined();
  });

  it('a phishing EOA from the bundled list is listed on every chain, with its source and license', () => {
    for (const chainId of [1, 8453, 42161]) {
      expect(listedAddress(chainId, PHISHING_EOA.toUpperCase().replace('0X', '0x'))?.source).toMatch(/Forta labelled-datasets.*MIT/);
    }
  });

  it('a listed contract is listed only on the chain it was labelled on', () => {
    expect(listedAddress(1, FAKE_TOKEN_CONTRACT)).toBeDefined();
    expect(listedAddress(8453, FAKE_TOKEN_CONTRACT)).toBeUndefined();
  });

  it('does not list protocol contracts or junk', () => {
    expect(listedAddress(1, '0x000000000022D473030F116dDEE9F6B43aC78BA3')).toBeUndefined();
    expect(listedAddress(1, '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBeUndefined();
    expect(listedAddress(1, 'nope')).toBeUndefined();
  });

  it('the bundled list loaded and keeps its license beside the data', () => {
    expect(scamListStatus()).toMatchObject({ ok: true });
    expect(scamFile.license).toMatch(/^MIT/);
  });

  it('a list file that fails to load says so instead of answering "not listed"', () => {
    const broken = createScamList({ addresses: 'oops' });
    expect(broken.error).toMatch(/scam-address list failed to load/);
  });
});

describe('scam-address generator', () => {
  it('regenerating from the pinned CSV rows in the file gives the checked-in file (EOAs everywhere, contracts on chain 1)', () => {
    const csv = ['address,etherscan_tag,etherscan_labels,is_contract', ...scamFile.addresses.map((a) => `${a},Fake_Phishing,phish-hack,False`), ...(scamFile.byChain['1'] ?? []).map((a) => `${a},Spam Token,phish-hack,True`)].join('\n');
    expect(scamListText(buildScamList(csv, scamFile.updated))).toBe(readFileSync(new URL('../../../lib/knowledge/data/scam-addresses.json', import.meta.url), 'utf8'));
  });

  it('never lists an address the registry knows, nor the zero address', () => {
    const csv = 'address,etherscan_tag,etherscan_labels,is_contract\n0x000000000022D473030F116dDEE9F6B43aC78BA3,oops,phish-hack,True\n0x0000000000000000000000000000000000000000,zero,phish-hack,False\n0x1111111111111111111111111111111111111111,Fake_Phishing1,phish-hack,False';
    const list = buildScamList(csv, '2026-01-01');
    expect(list.addresses).toEqual(['0x1111111111111111111111111111111111111111']);
    expect(list.byChain['1']).toEqual([]);
  });
});
