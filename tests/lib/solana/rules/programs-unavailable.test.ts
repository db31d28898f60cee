/**
 * Preflight's list of Solana programs fails to load (a corrupt data file): the review says so, and a
 * request that would otherwise pass is not "no risk" — the runtime's own programs are still named.
 */
import { describe, expect, it, vi } from 'vitest';
import { getTransferSolInstruction } from '@solana-program/system';
import { createNoopSigner, lamports } from '@solana/kit';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../../support/solana-scene';

// The test setup has read the good files already: these modules are loaded afresh, and read through a reader that corrupts only this list.
vi.resetModules();
const { setBundledFileReader } = await import('../../../../lib/knowledge/bundled-file');
const { nodeBundledFileReader } = await import('../../../../lib/knowledge/bundled-file-node');
setBundledFileReader((file) => (file === 'solana-programs.json.gz' ? Promise.resolve(new TextEncoder().encode('corrupt')) : nodeBundledFileReader(file)));
const { createSolanaEngine } = await import('../../../../lib/solana/engine');
const { knownProgram } = await import('../../../../lib/solana/knowledge/programs');

describe('the Solana program list that fails to load', () => {
  it('a small payment from a plain site is a Warning that says the list is missing, not "no risk"', async () => {
    const scene = await SolanaScene.create();
    const wire = await scene.wire([getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: await scene.newAddress(), amount: lamports(LAMPORTS_PER_SOL / 10n) })]);
    const v = (await createSolanaEngine().scan(scene.request([wire], 'shop.example'))).result?.validation;
    expect(v?.result_type).toBe('Warning');
    expect(v?.extended_features?.find((f) => f.feature_id === 'SOLANA_PROGRAMS_UNAVAILABLE')?.description).toMatch(/list of Solana programs could not be loaded \(solana-programs\.json\.gz: not gzipped JSON/);
    expect(knownProgram('11111111111111111111111111111111')?.name).toBeDefined();
    expect(knownProgram('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBeUndefined();
  });
});
