/**
 * Well-known mints by name (lib/solana/knowledge/tokens.ts, data from the
 * Solana token list's npm package): in the instruction words and the
 * balance changes; an unknown mint keeps its short address.
 */
import { getTransferCheckedInstruction } from '@solana-program/token';
import { address, createNoopSigner } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import data from '../../../lib/solana/knowledge/data/tokens.json';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { knownToken } from '../../../lib/solana/knowledge/tokens';
import { createSolanaEngine, solanaScanDetailsSchema } from '../../../lib/solana/engine';
import { SolanaScene } from '../../support/solana-scene';

useNodeBundledFiles();
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('well-known Solana tokens', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    scene = await SolanaScene.create();
  });

  it('the generated table says where it comes from, under which licence and when; each symbol names one mint', () => {
    expect(data.source).toMatch(/^@solana\/spl-token-registry@\d/);
    expect(data.license).toMatch(/^Apache/);
    expect(data.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const symbols = Object.values(data.tokens).map(([symbol]) => symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(knownToken(USDC)).toEqual({ symbol: 'USDC', name: 'USD Coin' });
    expect(knownToken('mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So')?.symbol).toBe('mSOL');
    expect(knownToken('11111111111111111111111111111111')).toBeUndefined();
    expect(knownToken('constructor')).toBeUndefined();
  });

  it('an instruction on a well-known mint names it beside its address; an unknown mint is its short address', async () => {
    const source = await scene.newAddress();
    const destination = await scene.newAddress();
    const owner = createNoopSigner(scene.user.address);
    const other = await scene.newAddress();
    const wire = scene.wire([
      getTransferCheckedInstruction({ source, mint: address(USDC), destination, authority: owner, amount: 2_500_000n, decimals: 6 }),
      getTransferCheckedInstruction({ source, mint: other, destination, authority: owner, amount: 1n, decimals: 0 }),
    ]);
    const r = await createSolanaEngine().scan(scene.request([wire]));
    const [usdc, unknown] = solanaScanDetailsSchema.parse(r.result?.details).transactions[0]?.instructions ?? [];
    expect(usdc?.description).toContain('of mint USDC (EPjF');
    expect(unknown?.description).not.toMatch(/USDC/);
    expect(unknown?.description).toContain(`of mint ${other.slice(0, 4)}`);
  });
});
