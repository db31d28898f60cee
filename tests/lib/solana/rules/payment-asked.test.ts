import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lamports, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getAddMemoInstruction } from '@solana-program/memo';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../../support/solana-scene';
import { startSolanaRpc, type SolanaRpcServer } from '../../../support/solana-rpc';

useNodeBundledFiles();
const offline = createSolanaEngine();

describe('SOL sent straight to another address, asked by a site', () => {
  let scene: SolanaScene;
  let rpc: SolanaRpcServer;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create(10n);
    rpc = await startSolanaRpc(scene.svm);
  });
  afterAll(() => rpc.close());

  const pay = async (sol: bigint) => getTransferSolInstruction({ source: scene.signer, destination: await scene.newAddress(), amount: lamports(sol) });
  async function judged(batch: Instruction[][], domain: string, engine = offline) {
    const v = (await engine.scan(scene.request(batch.map((ixs) => scene.wire(ixs)), domain))).result?.validation;
    return { type: v?.result_type, ids: (v?.extended_features ?? []).map((f) => f.feature_id), said: (v?.features ?? []).join(' ') };
  }

  it('offline, a small payment from a shop is shown; 9.95 SOL from a site no list knows is a Warning that says why', async () => {
    expect(await judged([[await pay(LAMPORTS_PER_SOL / 10n)]], 'shop.example')).toMatchObject({ type: 'Benign', ids: [] });
    const r = await judged([[await pay(9_950_000_000n)]], 'shop.example');
    expect(r).toMatchObject({ type: 'Warning', ids: ['SOLANA_PAYMENT_ASKED_BY_SITE'] });
    expect(r.said).toMatch(/Sends 9\.95 SOL straight to .*offline your balance is unknown/);
  });

  it('offline, the same sum in the second transaction of a signAllTransactions batch is Malicious', async () => {
    const r = await judged([[getAddMemoInstruction({ memo: 'restake' })], [await pay(9_950_000_000n)]], 'shop.example');
    expect(r.type).toBe('Malicious');
    expect(r.said).toMatch(/transaction 2 of a batch/);
  });

  it('a payment of any size asked by a lure-named site is Malicious, the lure named (as on EVM: lure-site.ts)', async () => {
    const r = await judged([[await pay(LAMPORTS_PER_SOL / 10n)]], 'wallet-verify.shop');
    expect(r).toMatchObject({ type: 'Malicious', ids: ['SOLANA_PAYMENT_ASKED_BY_SITE', 'LURE_SITE'] });
    expect(r.said).toMatch(/"verify" in its name/);
  });

  it('9.95 SOL asked by a lure-named site is Malicious offline', async () => {
    expect((await judged([[await pay(9_950_000_000n)]], 'wallet-verify.shop')).type).toBe('Malicious');
  });

  it('with an RPC the balance is known: 9.95 of 10 SOL is the whole balance (Malicious), 6 of 10 is only shown', async () => {
    const online = createSolanaEngine({ rpc: () => rpc.url });
    const all = await judged([[await pay(9_950_000_000n)]], 'shop.example', online);
    expect(all.type).toBe('Malicious');
    expect(all.ids).toContain('SOLANA_WHOLE_BALANCE_TRANSFER');
    expect(await judged([[await pay(6n * LAMPORTS_PER_SOL)]], 'shop.example', online)).toMatchObject({ type: 'Benign', ids: [] });
  });
});
