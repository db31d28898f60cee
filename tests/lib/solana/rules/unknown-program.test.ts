import { beforeAll, describe, expect, it } from 'vitest';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getSyncNativeInstruction, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, createNoopSigner, lamports, type Address } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../../support/solana-scene';
import { anchorIx, u64 } from '../../../fixtures/accuracy-solana/programs';

useNodeBundledFiles();
const engine = createSolanaEngine();

async function judged(scene: SolanaScene, wires: string[], domain: string) {
  const v = (await engine.scan(scene.request(wires, domain))).result?.validation;
  const unknown = v?.extended_features?.find((f) => f.feature_id === 'SOLANA_UNKNOWN_PROGRAM_SIGNER');
  return { type: v?.result_type, unknown: unknown?.type, said: unknown?.description ?? '' };
}

describe('a program Preflight does not know, with the wallet as a writable signer', () => {
  let scene: SolanaScene;
  /** A deposit into a lending market Preflight has never heard of: the wallet signs, a vault and the user's account are written. */
  let deposit: () => Promise<string>;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
    deposit = async () => scene.wire([anchorIx(await scene.newAddress(), 'deposit', [[scene.user.address, 'ws'], [await scene.newAddress(), 'w'], [await scene.newAddress(), 'w']], u64(1_000_000n))]);
  });

  it('on a site nothing flags is shown, not flagged: the program is named and the review says what it may do', async () => {
    const r = await judged(scene, [await deposit()], 'orbitlend.finance');
    expect(r).toMatchObject({ type: 'Benign', unknown: 'Info' });
    expect(r.said).toMatch(/Preflight does not know this program; it gets your wallet as a signer/);
  });

  it('is a Warning on a free host; on a site whose name is a lure, Malicious (as on EVM: lure-site.ts)', async () => {
    expect(await judged(scene, [await deposit()], 'orbitlend.vercel.app')).toMatchObject({ type: 'Warning', unknown: 'Warning' });
    const lure = await judged(scene, [await deposit()], 'orbit-airdrop.app');
    expect(lure).toMatchObject({ type: 'Malicious', unknown: 'Warning' });
    expect(lure.said).toMatch(/"airdrop"/);
  });

  it('is Malicious from a look-alike of a known protocol', async () => {
    expect((await judged(scene, [await deposit()], 'jup-ag-app.com')).type).toBe('Malicious');
  });

  it('stays a Warning when the same request also sends SOL to another address, or signs several transactions', async () => {
    const stranger = await scene.newAddress();
    const pay = getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: stranger, amount: lamports(LAMPORTS_PER_SOL) });
    const withPayment = scene.wire([anchorIx(await scene.newAddress(), 'deposit', [[scene.user.address, 'ws'], [stranger, 'w']]), pay]);
    const paid = await judged(scene, [withPayment], 'orbitlend.finance');
    expect(paid).toMatchObject({ type: 'Warning', unknown: 'Warning' });
    expect(paid.said).toMatch(/sends SOL to/);
    expect(await judged(scene, [await deposit(), await deposit()], 'orbitlend.finance')).toMatchObject({ type: 'Warning', unknown: 'Warning' });
  });

  it('tokens paid into a custody account the program is itself given are a deposit, not a payment to someone else', async () => {
    const mint = await scene.mint(6);
    const mine = await scene.tokenAccount(scene.user.address, mint, 2_500_000_000n);
    const stake = async (custody: Address, given: Address) => scene.wire([
      getTransferCheckedInstruction({ source: mine, mint, destination: custody, authority: createNoopSigner(scene.user.address), amount: 1_000_000_000n, decimals: 6 }),
      anchorIx(await scene.newAddress(), 'create_position', [[scene.user.address, 'ws'], [await scene.newAddress(), 'w'], [given, 'r']], u64(1_000_000_000n)),
    ]);
    const custody = await scene.tokenAccount(await scene.newAddress(), mint, 0n);
    expect(await judged(scene, [await stake(custody, custody)], 'orbitstake.network')).toMatchObject({ type: 'Benign', unknown: 'Info' });
    const paid = await judged(scene, [await stake(custody, await scene.newAddress())], 'orbitstake.network');
    expect(paid).toMatchObject({ type: 'Warning', unknown: 'Warning' });
    expect(paid.said).toMatch(/sends tokens to/);
  });

  it('wrapping SOL into the user\'s own wSOL account before the deposit is not a payment to another address', async () => {
    const user = createNoopSigner(scene.user.address);
    const wsol = address('So11111111111111111111111111111111111111112');
    const [ata] = await findAssociatedTokenPda({ owner: scene.user.address, mint: wsol, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const wire = scene.wire([
      getCreateAssociatedTokenIdempotentInstruction({ payer: user, ata, owner: scene.user.address, mint: wsol }),
      getTransferSolInstruction({ source: user, destination: ata, amount: lamports(LAMPORTS_PER_SOL) }),
      getSyncNativeInstruction({ account: ata }),
      anchorIx(await scene.newAddress(), 'deposit', [[scene.user.address, 'ws'], [ata, 'w'], [await scene.newAddress(), 'w']], u64(LAMPORTS_PER_SOL)),
    ]);
    expect(await judged(scene, [wire], 'orbitlend.finance')).toMatchObject({ type: 'Benign', unknown: 'Info' });
  });
});
