import { beforeAll, describe, expect, it } from 'vitest';
import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { AuthorityType, getSetAuthorityInstruction } from '@solana-program/token';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene } from '../../../support/solana-scene';

useNodeBundledFiles();
const engine = createSolanaEngine();

/** A token creator's mint authority handed over: whoever holds it mints without limit. */
describe('the mint authority of the user\'s mint handed to another key', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
  });

  const handOver = async (to: Address, type = AuthorityType.MintTokens) =>
    getSetAuthorityInstruction({ owned: await scene.mint(), owner: scene.signer, authorityType: type, newAuthority: to });

  async function judged(ixs: Instruction[], domain: string) {
    const v = (await engine.scan(scene.request([scene.wire(ixs)], domain))).result?.validation;
    const mint = v?.extended_features?.find((f) => f.feature_id === 'SOLANA_MINT_AUTHORITY_CHANGED');
    return { type: v?.result_type, mint: mint?.type, said: mint?.description ?? '' };
  }

  it('to a key that does not sign, asked by a site no list vouches for, is Malicious and says what it allows', async () => {
    const r = await judged([await handOver(await scene.newAddress())], 'creator-dashboard.app');
    expect(r).toMatchObject({ type: 'Malicious', mint: 'Malicious' });
    expect(r.said).toMatch(/does not sign here: it could mint without limit/);
  });

  it('to a key that co-signs the transaction (moving it to one\'s own key) stays a Warning', async () => {
    const mine = await scene.newAddress();
    const cosign = getAddMemoInstruction({ memo: 'move mint authority', signers: [createNoopSigner(mine)] });
    expect(await judged([await handOver(mine), cosign], 'creator-dashboard.app')).toMatchObject({ type: 'Warning', mint: 'Warning' });
  });

  it('asked by an app\'s official site (a launchpad handing it to its program) stays a Warning', async () => {
    expect(await judged([await handOver(await scene.newAddress())], 'jup.ag')).toMatchObject({ type: 'Warning', mint: 'Warning' });
  });

  it('the freeze authority handed over stays a Warning: it freezes accounts, it cannot mint', async () => {
    expect(await judged([await handOver(await scene.newAddress(), AuthorityType.FreezeAccount)], 'creator-dashboard.app')).toMatchObject({ type: 'Warning', mint: 'Warning' });
  });
});
