import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@solana/kit';
import { getApproveInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene } from '../../../support/solana-scene';
import { startSolanaRpc, type SolanaRpcServer } from '../../../support/solana-rpc';

useNodeBundledFiles();

/** With an RPC the token balance is known: all of it but a crumb is the whole holding, as on EVM (holding-share.ts). */
describe('all but a hundredth of a token holding', () => {
  let scene: SolanaScene;
  let rpc: SolanaRpcServer;
  let mint: Address;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
    rpc = await startSolanaRpc(scene.svm);
    mint = await scene.mint(6);
  });
  afterAll(() => rpc.close());

  /** The user's fresh account of 48,000 tokens, and `amount` of it sent to a stranger's account (or approved to a stranger). */
  async function judged(amount: bigint, how: 'send' | 'approve') {
    const mine = await scene.tokenAccount(scene.user.address, mint, 48_000_000_000n);
    const stranger = await scene.newAddress();
    const ix = how === 'send'
      ? getTransferCheckedInstruction({ source: mine, mint, destination: await scene.tokenAccount(stranger, mint, 0n), authority: scene.signer, amount, decimals: 6 })
      : getApproveInstruction({ source: mine, delegate: stranger, owner: scene.signer, amount });
    const v = (await createSolanaEngine({ rpc: () => rpc.url }).scan(scene.request([scene.wire([ix])], 'orbit-stake.app'))).result?.validation;
    return { type: v?.result_type, ids: (v?.extended_features ?? []).map((f) => f.feature_id) };
  }

  it('47,999 of 48,000 sent to a stranger is the whole balance: Malicious', async () => {
    const r = await judged(47_999_000_000n, 'send');
    expect(r.type).toBe('Malicious');
    expect(r.ids).toContain('SOLANA_WHOLE_BALANCE_TRANSFER');
  });

  it('half of it is not called the whole balance', async () => {
    expect((await judged(24_000_000_000n, 'send')).ids).not.toContain('SOLANA_WHOLE_BALANCE_TRANSFER');
  });

  it('an approval of all but a crumb to a stranger is Malicious, as one of everything', async () => {
    expect(await judged(47_990_000_000n, 'approve')).toMatchObject({ type: 'Malicious', ids: expect.arrayContaining(['SOLANA_TOKEN_DELEGATE']) });
    expect((await judged(1_000_000_000n, 'approve')).type).toBe('Warning');
  });
});
