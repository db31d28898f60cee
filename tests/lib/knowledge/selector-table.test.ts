/**
 * The table of function names ships as a gzipped file (lib/knowledge/selector-table.ts): once loaded
 * it names a call with its arguments; a table that cannot be read names nothing and says so, so a
 * call shows its selector, never a wrong name and never a crash; a failed read is tried again.
 */
import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { decodeCall } from '../../../lib/calls/decode';
import { BundledFileError, type BundledFileReader } from '../../../lib/knowledge/bundled-file';
import { nodeBundledFileReader } from '../../../lib/knowledge/bundled-file-node';
import { bundledSelectorTable, selectorTableFrom } from '../../../lib/knowledge/selector-table';

const RECIPIENT = '0x1111111111111111111111111111111111111111';
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n] });
const gzip = async (text: string) => new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
const reading = (bytes: Uint8Array<ArrayBuffer>): BundledFileReader => () => Promise.resolve(bytes);

describe('the table of function names, shipped as a file', () => {
  it('read from the shipped file, it names an ERC-20 transfer with its arguments', async () => {
    const table = await bundledSelectorTable(nodeBundledFileReader);
    expect(table.status).toMatchObject({ ok: true });
    expect(decodeCall(table, transfer)).toMatchObject({ kind: 'known', name: 'transfer', signature: 'transfer(address,uint256)', args: [{ name: 'recipient' }, { name: 'amount', value: '5' }] });
  });

  it('a missing file: the call shows its selector, marked as not looked up, and the status says why', async () => {
    const missing: BundledFileReader = (file) => Promise.reject(new BundledFileError('missing', file, 'the extension answered HTTP 404'));
    const table = await bundledSelectorTable(missing);
    expect(table.status).toEqual({ ok: false, error: 'function names failed to load: selectors.json.gz: the extension answered HTTP 404' });
    expect(decodeCall(table, transfer)).toEqual({ kind: 'unknown', selector: '0xa9059cbb', tableUnavailable: true });
    expect(decodeCall(table, '0x')).toEqual({ kind: 'none' });
  });

  it('a corrupt file (not gzip, not JSON, not a table, an empty table) is unavailable, never a crash', async () => {
    for (const bytes of [new TextEncoder().encode('corrupt'), await gzip('{"0xa9059cbb": '), await gzip('[1,2]'), await gzip('{}')]) {
      const table = await bundledSelectorTable(reading(bytes));
      expect(table.status).toMatchObject({ ok: false, error: expect.stringMatching(/^function names failed to load: selectors\.json\.gz: (not gzipped JSON|not a table of selectors|a table of selectors with no function)/) });
      expect(decodeCall(table, transfer)).toEqual({ kind: 'unknown', selector: '0xa9059cbb', tableUnavailable: true });
    }
  });

  it('a bad entry is skipped, never trusted: the rest of the table still names its calls', () => {
    const table = selectorTableFrom({ '0xa9059cbb': ['transfer', [['address', 'to'], ['uint256']], 'erc20'], '0x095ea7b3': ['approve', [['address', 'spender'], ['uint256', 'amount']], 'erc20'] });
    expect(decodeCall(table, transfer)).toEqual({ kind: 'unknown', selector: '0xa9059cbb' });
    expect(table.known('0x095EA7B3')?.name).toBe('approve');
  });

  it('loadSelectors() reads once; a failed read is tried again at the next call', async () => {
    vi.resetModules();
    const { setBundledFileReader, BundledFileError: FreshError } = await import('../../../lib/knowledge/bundled-file');
    const { loadSelectors } = await import('../../../lib/knowledge/selector-table');
    let reads = 0;
    setBundledFileReader((file) => (++reads === 1 ? Promise.reject(new FreshError('unreadable', file, 'busy')) : nodeBundledFileReader(file)));
    expect((await loadSelectors()).status).toEqual({ ok: false, error: 'function names failed to load: selectors.json.gz: busy' });
    const [a, b] = await Promise.all([loadSelectors(), loadSelectors()]);
    expect(a).toBe(b);
    expect(a.status).toMatchObject({ ok: true });
    expect(await loadSelectors()).toBe(a);
    expect(reads).toBe(2);
  });
});
