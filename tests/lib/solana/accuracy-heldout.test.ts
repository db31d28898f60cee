/**
 * The Solana held-out part keeps its size and balance and stays apart from the
 * training corpus. Its verdicts are measured by npm run bench:accuracy, not
 * asserted here (asserting them would turn the part into training data).
 */
import { describe, expect, it } from 'vitest';
import { SolanaScene } from '../../support/solana-scene';
import { SOLANA_HELDOUT, SOLANA_HELDOUT1 } from '../../fixtures/accuracy-solana/heldout';
import { SOLANA_HELDOUT2 } from '../../fixtures/accuracy-solana/heldout2';
import { SOLANA_HELDOUT3 } from '../../fixtures/accuracy-solana/heldout3';
import { SOLANA_HELDOUT4 } from '../../fixtures/accuracy-solana/heldout4';
import { SOLANA_HELDOUT5 } from '../../fixtures/accuracy-solana/heldout5';
import { SOLANA_CORPUS } from '../../fixtures/accuracy-solana/run';

/** The protocols the training corpus calls (tests/fixtures/accuracy-solana/programs.ts). */
const TRAINING_PROTOCOL = /jupiter v6|^jupiter$|raydium|orca|whirlpool|meteora|marinade|tensor|metaplex core|^stake|stake pool|pump\.fun/i;

/** A batch of at least 30 cases, 40–60 % of them drains. */
function expectBalanced(cases: readonly { group: string }[]): void {
  const drains = cases.filter((c) => c.group === 'drain').length;
  expect(cases.length).toBeGreaterThanOrEqual(30);
  expect(drains / cases.length).toBeGreaterThanOrEqual(0.4);
  expect(drains / cases.length).toBeLessThanOrEqual(0.6);
}

describe('Solana held-out part', () => {
  it('has at least 30 cases, 40–60 % of them drains', () => expectBalanced(SOLANA_HELDOUT));

  it('names at least 10 protocols, none of them one the training corpus calls', () => {
    const protocols = new Set(SOLANA_HELDOUT.map((c) => c.protocol ?? ''));
    expect(protocols.has('')).toBe(false);
    expect([...protocols].filter((p) => TRAINING_PROTOCOL.test(p))).toEqual([]);
    expect(protocols.size).toBeGreaterThanOrEqual(10);
  });

  it('shares no case id with the training corpus and cites a source for every case', () => {
    const training = new Set(SOLANA_CORPUS.map((c) => c.id));
    expect(SOLANA_HELDOUT.filter((c) => training.has(c.id))).toEqual([]);
    expect(new Set(SOLANA_HELDOUT.map((c) => c.id)).size).toBe(SOLANA_HELDOUT.length);
    expect(SOLANA_HELDOUT.filter((c) => c.about.length < 40)).toEqual([]);
  });

  it('builds every case into a request the engine can take (base64 transactions for the user)', async () => {
    const scene = await SolanaScene.create(10n);
    for (const c of SOLANA_HELDOUT) {
      const req = await c.build(scene);
      expect(req.account_address, c.id).toBe(scene.user.address);
      expect(req.transactions?.length ?? 0, c.id).toBeGreaterThan(0);
    }
  });
});

/** Each later batch, with the batches before it: its own protocols and ids. */
const LATER_BATCHES = [
  { n: 2, cases: SOLANA_HELDOUT2, earlier: [SOLANA_HELDOUT1] },
  { n: 3, cases: SOLANA_HELDOUT3, earlier: [SOLANA_HELDOUT1, SOLANA_HELDOUT2] },
  { n: 4, cases: SOLANA_HELDOUT4, earlier: [SOLANA_HELDOUT1, SOLANA_HELDOUT2, SOLANA_HELDOUT3] },
  { n: 5, cases: SOLANA_HELDOUT5, earlier: [SOLANA_HELDOUT1, SOLANA_HELDOUT2, SOLANA_HELDOUT3, SOLANA_HELDOUT4] },
] as const;

describe.each(LATER_BATCHES)('Solana held-out part, batch $n (heldout$n.ts)', ({ cases, earlier }) => {
  const before = earlier.flat();
  const earlierProtocols = new Set(before.map((c) => c.protocol ?? ''));

  it('has at least 30 cases, 40–60 % of them drains', () => expectBalanced(cases));

  it('names at least 10 protocols of its own: none the training corpus or an earlier batch calls', () => {
    const protocols = new Set(cases.map((c) => c.protocol ?? ''));
    expect(protocols.has('')).toBe(false);
    expect([...protocols].filter((p) => TRAINING_PROTOCOL.test(p) || earlierProtocols.has(p))).toEqual([]);
    expect(protocols.size).toBeGreaterThanOrEqual(10);
  });

  it('shares no case id with an earlier batch', () => {
    const ids = new Set(before.map((c) => c.id));
    expect(cases.filter((c) => ids.has(c.id))).toEqual([]);
  });
});
