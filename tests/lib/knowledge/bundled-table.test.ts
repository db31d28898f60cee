/**
 * The JSON tables shipped gzipped beside the code: each shipped file is its readable source, and a
 * table that is not read (yet, or ever) gives nothing rather than a wrong answer.
 */
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLED_TABLES, shippedText } from '../../../scripts/bundled-tables';
import { setBundledFileReader } from '../../../lib/knowledge/bundled-file';
import { nodeBundledFileReader } from '../../../lib/knowledge/bundled-file-node';
import { bundledTable } from '../../../lib/knowledge/bundled-table';
import { knownContract } from '../../../lib/knowledge/registry';
import { listedToken } from '../../../lib/engine/tokens/list';
import { knownToken } from '../../../lib/solana/knowledge/tokens';

const dataDir = new URL('../../../lib/knowledge/data/', import.meta.url);

describe('bundled tables', () => {
  afterEach(() => setBundledFileReader(nodeBundledFileReader));

  it.each(BUNDLED_TABLES.map((t) => [t.file, t.source]))('%s is %s, minified (npm run gen:tables)', (file, source) => {
    expect(gunzipSync(readFileSync(new URL(file, dataDir))).toString('utf8')).toBe(shippedText(source));
  });

  it('the engines look entries up in them once read (the test setup reads them as a scan does)', () => {
    expect(knownContract(1, '0x000000000022D473030F116dDEE9F6B43aC78BA3')?.name).toBe('Uniswap Permit2');
    expect(listedToken(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')?.symbol).toBe('USDC');
    expect(knownToken('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.symbol).toBe('USDC');
  });

  it('gives nothing before it is read, says why when it cannot be read, and reads again at the next load', async () => {
    const table = bundledTable('tokens.json.gz', (raw) => raw);
    expect(table.current()).toBeUndefined();
    expect(table.missing()).toBe('tokens.json.gz not read yet');
    setBundledFileReader(() => Promise.resolve(new TextEncoder().encode('corrupt')));
    await table.load();
    expect(table.current()).toBeUndefined();
    expect(table.missing()).toMatch(/^tokens\.json\.gz: not gzipped JSON/);
    setBundledFileReader(nodeBundledFileReader);
    await table.load();
    expect(table.current()).toMatchObject({ tokens: expect.any(Array) });
    expect(table.missing()).toBeUndefined();
  });

  it('a file whose JSON is not the table its owner expects counts as unreadable', async () => {
    const table = bundledTable('tokens.json.gz', () => {
      throw new Error('not a token list');
    });
    await table.load();
    expect(table.current()).toBeUndefined();
    expect(table.missing()).toBe('not a token list');
  });
});
