import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BundledFileError } from '../../../lib/knowledge/bundled-file';
import { bundledScamList, createScamList, listedAddress, loadScamList, scamListStatus } from '../../../lib/knowledge/scam-addresses';
import { buildScamList, scamListSchema, scamListText } from '../../../scripts/scam/build';
import { compactScamList, scamPrefixesMetaText } from '../../../scripts/scam/compact';
import scamFile from '../../../lib/knowledge/data/scam-addresses.json';
import prefixMeta from '../../../lib/knowledge/data/scam-prefixes.meta.json';

const prefixBytes = new Uint8Array(readFileSync(new URL('../../../lib/knowledge/data/scam-prefixes.bin', import.meta.url)));

// The shipped file is read at first use (the engine awaits it before every scan; these tests call the lookup directly).
beforeAll(() => loadScamList());

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
    expect(scamListStatus()).toEqual({ ok: true, entries: scamFile.addresses.length + (scamFile.byChain['1'] ?? []).length });
    expect(scamFile.license).toMatch(/^MIT/);
    expect(prefixMeta.license).toBe(scamFile.license);
  });

  it('every address of the full list is listed from the compact form the extension and the CLI ship', () => {
    for (const address of scamFile.addresses) expect(listedAddress(10, address), address).toBeDefined();
    for (const address of scamFile.byChain['1'] ?? []) expect(listedAddress(1, address), address).toBeDefined();
  });

  it('100,000 random unlisted addresses: none is reported (6-byte prefixes: the chance per address is about 2.2e-11)', () => {
    // A fixed-seed generator (xorshift32): the same addresses on every run.
    let x = 0x9e3779b9;
    const word = (): string => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0).toString(16).padStart(8, '0');
    };
    const full = new Set([...scamFile.addresses, ...(scamFile.byChain['1'] ?? [])]);
    let reported = 0;
    for (let i = 0; i < 100_000; i++) {
      const address = `0x${word()}${word()}${word()}${word()}${word()}`;
      if (!full.has(address) && listedAddress(1, address) !== undefined) reported++;
    }
    expect(reported).toBe(0);
  });

  it('an address that shares the first 6 bytes of a listed one is reported too (the stated cost of the compact form)', () => {
    const sibling = `${PHISHING_EOA.slice(0, 14)}${'0'.repeat(28)}`;
    expect(listedAddress(1, sibling)).toBeDefined();
    expect(listedAddress(1, `${PHISHING_EOA.slice(0, 13)}e${'0'.repeat(28)}`)).toBeUndefined();
  });

  it('a list file that fails to load says so instead of answering "not listed"', async () => {
    expect(createScamList({ everywhere: 'oops' }, prefixBytes).error).toMatch(/scam-address list failed to load/);
    // A truncated file: it ends before the prefixes its record counts.
    expect(createScamList(prefixMeta, prefixBytes.subarray(0, prefixBytes.length - 3)).error).toMatch(/scam-address list failed to load: scam-prefixes.bin: ends inside a group of 569 prefixes/);
    // A record that counts fewer prefixes than the file holds.
    expect(createScamList({ ...prefixMeta, byChain: { '1': 568 } }, prefixBytes).error).toMatch(/scam-address list failed to load: scam-prefixes.bin: has \d+ bytes after its 6204 prefixes/);
    // A file of another prefix length.
    expect(createScamList({ ...prefixMeta, prefixBytes: 8 }, prefixBytes).error).toMatch(/scam-address list failed to load/);
    // A file the extension could not fetch.
    const missing = await bundledScamList((file) => Promise.reject(new BundledFileError('missing', file, 'the extension answered HTTP 404')));
    expect(missing.error).toBe('scam-address list failed to load: scam-prefixes.bin: the extension answered HTTP 404');
    expect(missing.everywhere.has(PHISHING_EOA)).toBe(false);
  });
});

describe('scam-address generator', () => {
  it('regenerating from the pinned CSV rows in the file gives the checked-in file (EOAs everywhere, contracts on chain 1)', () => {
    const csv = ['address,etherscan_tag,etherscan_labels,is_contract', ...scamFile.addresses.map((a) => `${a},Fake_Phishing,phish-hack,False`), ...(scamFile.byChain['1'] ?? []).map((a) => `${a},Spam Token,phish-hack,True`)].join('\n');
    const list = buildScamList(csv, scamFile.updated);
    expect(scamListText(list)).toBe(readFileSync(new URL('../../../lib/knowledge/data/scam-addresses.json', import.meta.url), 'utf8'));
    const compact = compactScamList(list);
    expect(scamPrefixesMetaText(compact)).toBe(readFileSync(new URL('../../../lib/knowledge/data/scam-prefixes.meta.json', import.meta.url), 'utf8'));
    expect(compact.bytes.equals(prefixBytes)).toBe(true);
  });

  it('compacting the checked-in full list alone (npm run gen:scam-prefixes, offline) gives the shipped file and record', () => {
    const list = scamListSchema.parse(JSON.parse(readFileSync(new URL('../../../lib/knowledge/data/scam-addresses.json', import.meta.url), 'utf8')));
    const compact = compactScamList(list);
    expect(compact.bytes.equals(prefixBytes)).toBe(true);
    expect(scamPrefixesMetaText(compact)).toBe(readFileSync(new URL('../../../lib/knowledge/data/scam-prefixes.meta.json', import.meta.url), 'utf8'));
  });

  it('never lists an address the registry knows, nor the zero address', () => {
    const csv = 'address,etherscan_tag,etherscan_labels,is_contract\n0x000000000022D473030F116dDEE9F6B43aC78BA3,oops,phish-hack,True\n0x0000000000000000000000000000000000000000,zero,phish-hack,False\n0x1111111111111111111111111111111111111111,Fake_Phishing1,phish-hack,False';
    const list = buildScamList(csv, '2026-01-01');
    expect(list.addresses).toEqual(['0x1111111111111111111111111111111111111111']);
    expect(list.byChain['1']).toEqual([]);
  });
});
