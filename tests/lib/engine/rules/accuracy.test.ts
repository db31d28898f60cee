/**
 * The accuracy corpus (tests/fixtures/accuracy): every everyday flow from a
 * real dapp stays unflagged and every drain from an incident write-up gets its
 * verdict and feature id — with the user's chain facts, and offline (where a
 * drain may drop to Warning but never to "no risk").
 */
import { describe, expect, it } from 'vitest';
import { judge, loadAccuracyCorpus, runCase } from '../../../fixtures/accuracy/run';

const corpus = loadAccuracyCorpus();

describe('accuracy corpus', () => {
  it('holds at least 40 everyday flows and 40 drains, each with its source', () => {
    expect(corpus.filter((c) => c.group === 'everyday').length).toBeGreaterThanOrEqual(40);
    expect(corpus.filter((c) => c.group === 'drain').length).toBeGreaterThanOrEqual(40);
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
  });

  it.each(corpus.map((c) => [`${c.group} ${c.id}`, c] as const))('%s (with chain facts)', async (_n, c) => {
    const o = await runCase(c, 'facts');
    expect({ verdict: o.result_type, has: o.feature_ids.includes(c.expect.feature_id ?? 'a training case names its feature') }, o.description).toEqual({ verdict: c.expect.result_type, has: true });
    expect(judge(o, 'facts')).toBe('ok');
  });

  it.each(corpus.map((c) => [`${c.group} ${c.id}`, c] as const))('%s (offline)', async (_n, c) => {
    expect(judge(await runCase(c, 'offline'), 'offline')).toBe('ok');
  });

  it('names what is at stake with the registry\'s names, and never two full addresses in a sentence', async () => {
    const approve = corpus.find((c) => c.id === 'uniswap-approve-usdc-permit2');
    const typo = corpus.find((c) => c.id === 'approve-on-typosquat');
    if (!approve || !typo) throw new Error('corpus cases missing');
    expect((await runCase(approve, 'facts')).description).toBe('This approval gives Uniswap Permit2 unlimited access to your USDC.');
    expect((await runCase(typo, 'facts')).description).toContain('looks like app.uniswap.org');
    for (const c of corpus) {
      const o = await runCase(c, 'facts');
      expect((o.description.match(/0x[0-9a-fA-F]{40}/g) ?? []).length, `${c.id}: ${o.description}`).toBeLessThan(2);
    }
  });
});
