import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene } from '../../../support/solana-scene';
import { anchorIx, u64 } from '../../../fixtures/accuracy-solana/programs';

useNodeBundledFiles();
const engine = createSolanaEngine();

/** A site named for a lure (claim, verify, rewards…) asking to move what the user holds: Malicious on Solana as on EVM. */
describe('a lure-named site asking to give or move what you hold', () => {
  let scene: SolanaScene;
  let mint: Address;
  let mine: Address;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
    mint = await scene.mint(6);
    mine = await scene.tokenAccount(scene.user.address, mint, 5_000_000_000n);
  });

  async function judged(wire: string, domain: string) {
    const v = (await engine.scan(scene.request([wire], domain))).result?.validation;
    const ids = (v?.extended_features ?? []).map((f) => f.feature_id);
    return { type: v?.result_type, ids, said: (v?.features ?? []).join(' ') };
  }

  /** A vesting "stream" of the user's tokens created through a program Preflight does not know, naming a stranger as recipient. */
  const stream = async () => scene.wire([anchorIx(await scene.newAddress(), 'create', [[scene.user.address, 'ws'], [mine, 'w'], [await scene.newAddress(), 'w'], [TOKEN_PROGRAM_ADDRESS, 'r']], u64(5_000_000_000n))]);

  it('an unknown program given your wallet and token account on a "claim" site is Malicious, the lure named', async () => {
    const r = await judged(await stream(), 'vesting-claim.finance');
    expect(r.type).toBe('Malicious');
    expect(r.ids).toEqual(expect.arrayContaining(['SOLANA_UNKNOWN_PROGRAM_SIGNER', 'LURE_SITE']));
    expect(r.said).toMatch(/vesting-claim\.finance offers "claim" in its name/);
  });

  it('the same call on a site with a plain name is only shown', async () => {
    expect(await judged(await stream(), 'vesting.finance')).toMatchObject({ type: 'Benign' });
  });

  it('tokens paid to a stranger from a "verify" page are Malicious; a memo saying nothing moves does not soften it', async () => {
    const theirs = await scene.tokenAccount(await scene.newAddress(), mint, 0n);
    const pay = getTransferCheckedInstruction({ source: mine, mint: mint, destination: theirs, authority: scene.signer, amount: 900_000_000n, decimals: 6 });
    const r = await judged(scene.wire([getAddMemoInstruction({ memo: 'Ownership verification. No funds will move.' }), pay]), 'hotspot-verify.com');
    expect(r.type).toBe('Malicious');
    expect(r.ids).toEqual(expect.arrayContaining(['SOLANA_PAYMENT_ASKED_BY_SITE', 'LURE_SITE']));
  });
});
