import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../../support/solana-scene';
import { startSolanaRpc, type SolanaRpcServer } from '../../../support/solana-rpc';
import { anchorIx } from '../../../fixtures/accuracy-solana/programs';

useNodeBundledFiles();

describe('an unknown program passed another person\'s wallet (with an RPC, litesvm on loopback)', () => {
  let scene: SolanaScene;
  let rpc: SolanaRpcServer;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create(3n);
    rpc = await startSolanaRpc(scene.svm);
  });
  afterAll(() => rpc.close());

  const engine = () => createSolanaEngine({ rpc: () => rpc.url });
  async function judged(passed: Address, domain: string) {
    const wire = scene.wire([anchorIx(await scene.newAddress(), 'set_owner', [[scene.user.address, 'ws'], [passed, 'w']])]);
    const v = (await engine().scan(scene.request([wire], domain))).result?.validation;
    const unknown = v?.extended_features?.find((f) => f.feature_id === 'SOLANA_UNKNOWN_PROGRAM_SIGNER');
    return { type: v?.result_type, unknown: unknown?.type, said: unknown?.description ?? '' };
  }

  it('a funded wallet that is not the user\'s is "another person named": Warning, Malicious from a lure site', async () => {
    const person = await scene.newAddress();
    scene.fund(person, LAMPORTS_PER_SOL);
    const r = await judged(person, 'orbitnames.io');
    expect(r).toMatchObject({ type: 'Warning', unknown: 'Warning' });
    expect(r.said).toMatch(/a wallet that is not yours/);
    expect((await judged(person, 'orbit-claim.io')).type).toBe('Malicious');
  });

  it('an account holding a program\'s data is not a person: the call is only shown', async () => {
    const vault = await scene.newAddress();
    scene.setAccount(vault, await scene.newAddress(), new Uint8Array(64));
    expect(await judged(vault, 'orbitnames.io')).toMatchObject({ type: 'Benign', unknown: 'Info' });
  });
});
