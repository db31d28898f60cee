import { beforeAll, describe, expect, it } from 'vitest';
import type { Instruction } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene } from '../../../support/solana-scene';
import { anchorIx } from '../../../fixtures/accuracy-solana/programs';

useNodeBundledFiles();
const engine = createSolanaEngine();
const NONCE_VALUE = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';

/** A transaction that never expires, calling a program Preflight does not know. */
describe('a durable-nonce transaction with a program Preflight does not know', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
  });

  /** A "transfer" of some record the user owns, through an unknown program that takes the wallet as signer (or not). */
  const call = async (walletSigns: boolean) => {
    const record = await scene.newAddress();
    return anchorIx(await scene.newAddress(), 'transfer', walletSigns ? [[record, 'w'], [scene.user.address, 'rs']] : [[record, 'w']]);
  };

  async function judged(ixs: Instruction[], domain: string, durable = true) {
    const nonce = { account: await scene.newAddress(), authority: scene.user.address, value: NONCE_VALUE };
    const v = (await engine.scan(scene.request([scene.wire(ixs, durable ? { nonce } : {})], domain))).result?.validation;
    const found = v?.extended_features?.find((f) => f.feature_id === 'SOLANA_DURABLE_NONCE_UNKNOWN_PROGRAM');
    return { type: v?.result_type, nonce: found?.type, said: found?.description ?? '' };
  }

  it('giving that program the wallet as signer, on a site no list vouches for, is Malicious and says why', async () => {
    const r = await judged([await call(true)], 'names-id.app');
    expect(r).toMatchObject({ type: 'Malicious', nonce: 'Malicious' });
    expect(r.said).toMatch(/stays valid until it is sent.*with your wallet as its signer, to be sent whenever its holder likes/);
  });

  it('the same from an app\'s official site, or a program not given the wallet, stays a Warning', async () => {
    expect(await judged([await call(true)], 'jup.ag')).toMatchObject({ type: 'Warning', nonce: 'Warning' });
    expect(await judged([await call(false)], 'names-id.app')).toMatchObject({ type: 'Warning', nonce: 'Warning' });
  });

  it('without the durable nonce the same call is no such finding', async () => {
    expect((await judged([await call(true)], 'names-id.app', false)).nonce).toBeUndefined();
  });
});
