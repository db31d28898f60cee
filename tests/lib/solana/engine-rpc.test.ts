import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTransferSolInstruction } from '@solana-program/system';
import { getApproveInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import { createNoopSigner, lamports } from '@solana/kit';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { createSolanaEngine } from '../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../support/solana-scene';
import { startSolanaRpc, type SolanaRpcServer } from '../../support/solana-rpc';

useNodeBundledFiles();

describe('Solana engine with an RPC (litesvm on loopback)', () => {
  let scene: SolanaScene;
  let rpc: SolanaRpcServer;
  beforeAll(async () => {
    scene = await SolanaScene.create(3n);
    rpc = await startSolanaRpc(scene.svm);
  });
  afterAll(() => rpc.close());

  const engine = () => createSolanaEngine({ rpc: (cluster) => (cluster === 'mainnet' ? rpc.url : undefined) });

  it('sending all the SOL in the wallet is Malicious with balances, and only described offline', async () => {
    const thief = await scene.newAddress();
    const wire = scene.wire([getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: thief, amount: lamports(3n * LAMPORTS_PER_SOL - 5_000n) })]);
    const online = await engine().scan(scene.request([wire]));
    expect(online.result?.validation?.result_type).toBe('Malicious');
    expect(online.result?.validation?.extended_features?.map((f) => f.feature_id)).toContain('SOLANA_WHOLE_BALANCE_TRANSFER');
    const diff = online.result?.simulation?.account_summary?.account_assets_diff?.[0];
    expect(diff?.asset_type).toBe('SOL');
    expect(diff?.out?.raw_value).toBe(String(3n * LAMPORTS_PER_SOL));
    expect(rpc.calls.map((c) => c.method)).toContain('simulateTransaction');
    const offline = await createSolanaEngine().scan(scene.request([wire]));
    expect(offline.result?.validation?.result_type).toBe('Benign');
  });

  it('a token payment shows the token leaving with its decimals, Benign', async () => {
    const mint = await scene.mint(6);
    const mine = await scene.tokenAccount(scene.user.address, mint, 50_000_000n);
    const friendAta = await scene.tokenAccount(await scene.newAddress(), mint, 0n);
    const wire = scene.wire([getTransferCheckedInstruction({ source: mine, mint, destination: friendAta, authority: createNoopSigner(scene.user.address), amount: 12_500_000n, decimals: 6 })]);
    const r = await engine().scan(scene.request([wire]));
    expect(r.result?.validation?.result_type).toBe('Benign');
    const token = r.result?.simulation?.account_summary?.account_assets_diff?.find((d) => d.asset_type === 'TOKEN');
    expect(token?.asset.address).toBe(mint);
    expect(token?.out?.value).toBe('12.5');
  });

  it('a delegate of exactly the whole balance is Malicious once the balance is read', async () => {
    const mint = await scene.mint(6);
    const mine = await scene.tokenAccount(scene.user.address, mint, 7_000_000n);
    const wire = scene.wire([getApproveInstruction({ source: mine, delegate: await scene.newAddress(), owner: createNoopSigner(scene.user.address), amount: 7_000_000n })]);
    const r = await engine().scan(scene.request([wire]));
    expect(r.result?.validation?.result_type).toBe('Malicious');
    expect(r.result?.simulation?.account_summary?.account_delegations).toHaveLength(1);
    const offline = await createSolanaEngine().scan(scene.request([wire]));
    expect(offline.result?.validation?.result_type).toBe('Warning');
  });

  it('an RPC that does not answer leaves the offline verdict and says so', async () => {
    const wire = scene.wire([getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: await scene.newAddress(), amount: lamports(1n) })]);
    const r = await createSolanaEngine({ rpc: () => 'http://127.0.0.1:9' }).scan(scene.request([wire]));
    expect(r.status).toBe('SUCCESS');
    expect(r.result?.validation?.extended_features?.map((f) => f.feature_id)).toContain('SOLANA_SIMULATION_UNAVAILABLE');
    expect((r.result?.details as { source?: string } | undefined)?.source).toBe('offline');
  });
});
