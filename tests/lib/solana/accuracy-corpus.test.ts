import { describe, expect, it } from 'vitest';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { runSolanaCorpus, SOLANA_CORPUS } from '../../fixtures/accuracy-solana/run';

useNodeBundledFiles();

describe('Solana accuracy corpus', () => {
  it('has at least 30 everyday requests and 30 drains', () => {
    expect(SOLANA_CORPUS.filter((c) => c.group === 'everyday').length).toBeGreaterThanOrEqual(30);
    expect(SOLANA_CORPUS.filter((c) => c.group === 'drain').length).toBeGreaterThanOrEqual(30);
  });

  it('every case gets its verdict and deciding feature, offline and with a litesvm RPC', async () => {
    const { outcomes } = await runSolanaCorpus(0);
    const misses = outcomes.filter((o) => o.part === 'training' && o.judgement !== 'ok').map((o) => `${o.mode} ${o.c.id}: ${o.judgement}, got ${o.got} [${o.features.join(', ')}]`);
    expect(misses).toEqual([]);
  }, 120_000);
});
