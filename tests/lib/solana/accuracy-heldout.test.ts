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

describe('Solana held-out part, second batch (heldout2.ts)', () => {
  const firstBatch = new Set(SOLANA_HELDOUT1.map((c) => c.protocol ?? ''));

  it('has at least 30 cases, 40–60 % of them drains', () => expectBalanced(SOLANA_HELDOUT2));

  it('names at least 10 protocols of its own: none the training corpus or the first batch calls', () => {
    const protocols = new Set(SOLANA_HELDOUT2.map((c) => c.protocol ?? ''));
    expect(protocols.has('')).toBe(false);
    expect([...protocols].filter((p) => TRAINING_PROTOCOL.test(p) || firstBatch.has(p))).toEqual([]);
    expect(protocols.size).toBeGreaterThanOrEqual(10);
  });

  it('shares no case id with the first batch', () => {
    const first = new Set(SOLANA_HELDOUT1.map((c) => c.id));
    expect(SOLANA_HELDOUT2.filter((c) => first.has(c.id))).toEqual([]);
  });
});

describe('Solana held-out part, third batch (heldout3.ts)', () => {
  const earlier = [...SOLANA_HELDOUT1, ...SOLANA_HELDOUT2];
  const earlierProtocols = new Set(earlier.map((c) => c.protocol ?? ''));

  it('has at least 30 cases, 40–60 % of them drains', () => expectBalanced(SOLANA_HELDOUT3));

  it('names at least 10 protocols of its own: none the training corpus or batches 1–2 call', () => {
    const protocols = new Set(SOLANA_HELDOUT3.map((c) => c.protocol ?? ''));
    expect(protocols.has('')).toBe(false);
    expect([...protocols].filter((p) => TRAINING_PROTOCOL.test(p) || earlierProtocols.has(p))).toEqual([]);
    expect(protocols.size).toBeGreaterThanOrEqual(10);
  });

  it('shares no case id with batches 1–2', () => {
    const ids = new Set(earlier.map((c) => c.id));
    expect(SOLANA_HELDOUT3.filter((c) => ids.has(c.id))).toEqual([]);
  });
});

describe('Solana held-out part, fourth batch (heldout4.ts)', () => {
  const earlier = [...SOLANA_HELDOUT1, ...SOLANA_HELDOUT2, ...SOLANA_HELDOUT3];
  const earlierProtocols = new Set(earlier.map((c) => c.protocol ?? ''));

  it('has at least 30 cases, 40–60 % of them drains', () => expectBalanced(SOLANA_HELDOUT4));

  it('names at least 10 protocols of its own: none the training corpus or batches 1–3 call', () => {
    const protocols = new Set(SOLANA_HELDOUT4.map((c) => c.protocol ?? ''));
    expect(protocols.has('')).toBe(false);
    expect([...protocols].filter((p) => TRAINING_PROTOCOL.test(p) || earlierProtocols.has(p))).toEqual([]);
    expect(protocols.size).toBeGreaterThanOrEqual(10);
  });

  it('shares no case id with batches 1–3', () => {
    const ids = new Set(earlier.map((c) => c.id));
    expect(SOLANA_HELDOUT4.filter((c) => ids.has(c.id))).toEqual([]);
  });
});
