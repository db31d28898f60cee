/**
 * A site deceptive in itself (a free-host page, another site's address written in front of its own) that
 * asks to send SOL or tokens to someone else is Malicious, as on EVM (rules/domain.ts); the same payment
 * from a site nothing flags is shown, and the same site asking for nothing that leaves is only noted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferCheckedInstruction } from '@solana-program/token';
import { createNoopSigner, lamports } from '@solana/kit';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../../support/solana-scene';

useNodeBundledFiles();
const engine = createSolanaEngine();

async function judged(scene: SolanaScene, wire: string, domain: string) {
  const v = (await engine.scan(scene.request([wire], domain))).result?.validation;
  const site = v?.extended_features?.find((f) => f.feature_id === 'DECEPTIVE_SITE');
  return { type: v?.result_type, site: site?.type, said: site?.description ?? '' };
}

describe('a site deceptive in itself, on Solana', () => {
  let scene: SolanaScene;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
  });

  const solToStranger = async () =>
    scene.wire([getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: await scene.newAddress(), amount: lamports(2n * LAMPORTS_PER_SOL) })]);

  it('asking to send SOL to another wallet from a free-host page is Malicious, and says why', async () => {
    const r = await judged(scene, await solToStranger(), 'rewards-portal.vercel.app');
    expect(r).toMatchObject({ type: 'Malicious', site: 'Malicious' });
    expect(r.said).toMatch(/give value or control to an address that is not yours/);
  });

  it('asking to send tokens to someone else from another site\'s address in a subdomain is Malicious', async () => {
    const mint = await scene.mint(6);
    const mine = await scene.tokenAccount(scene.user.address, mint, 5_000_000n);
    const theirs = await scene.tokenAccount(await scene.newAddress(), mint, 0n);
    const wire = scene.wire([getTransferCheckedInstruction({ source: mine, mint, destination: theirs, authority: createNoopSigner(scene.user.address), amount: 5_000_000n, decimals: 6 })]);
    expect(await judged(scene, wire, 'app.example.org.rewards-portal.xyz')).toMatchObject({ type: 'Malicious', site: 'Malicious' });
  });

  it('the same SOL payment from a site nothing flags is not Malicious', async () => {
    expect((await judged(scene, await solToStranger(), 'orbit-portal.xyz')).type).not.toBe('Malicious');
  });
});
