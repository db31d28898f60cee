import { beforeAll, describe, expect, it } from 'vitest';
import { getProgramDerivedAddress, type Address, type Instruction } from '@solana/kit';
import { getApproveInstruction } from '@solana-program/token';
import { useNodeBundledFiles } from '../../../../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { createSolanaEngine } from '../../../../lib/solana/engine';
import { SolanaScene } from '../../../support/solana-scene';
import { anchorIx, u64 } from '../../../fixtures/accuracy-solana/programs';

useNodeBundledFiles();
const engine = createSolanaEngine();
const AMOUNT = 300_000_000n;

/** A bridge Preflight does not know: approve its own signer (a PDA) for the amount, then its call that spends it. */
describe('an exact approval to a program\'s own signer, spent by that program in the same transaction', () => {
  let scene: SolanaScene;
  let bridge: Address;
  let signer: Address;
  let mine: Address;
  beforeAll(async () => {
    await loadBundledLists();
    scene = await SolanaScene.create();
    bridge = await scene.newAddress();
    [signer] = await getProgramDerivedAddress({ programAddress: bridge, seeds: ['session_authority'] });
    mine = await scene.tokenAccount(scene.user.address, await scene.mint(6), 900_000_000n);
  });

  const approve = (delegate: Address, amount = AMOUNT) => getApproveInstruction({ source: mine, delegate, owner: scene.signer, amount });
  const spend = (delegate: Address) => anchorIx(bridge, 'transfer_burn', [[scene.user.address, 'ws'], [mine, 'w'], [delegate, 'r']], u64(AMOUNT));

  async function judged(ixs: Instruction[], domain = 'bridge.example.org') {
    const v = (await engine.scan(scene.request([scene.wire(ixs)], domain))).result?.validation;
    const delegate = v?.extended_features?.find((f) => f.feature_id === 'SOLANA_TOKEN_DELEGATE');
    return { type: v?.result_type, delegate: delegate?.type, said: delegate?.description ?? '' };
  }

  it('on a site nothing flags is shown, not flagged, and says why', async () => {
    const r = await judged([approve(signer), spend(signer)]);
    expect(r).toMatchObject({ type: 'Benign', delegate: 'Info' });
    expect(r.said).toMatch(/^Lets .* take 300000000 base units from your token account/);
  });

  it('the same approval to a key someone holds (on the curve) stays a Warning, even when passed to the call', async () => {
    const person = await scene.newAddress();
    expect(await judged([approve(person), spend(person)])).toMatchObject({ type: 'Warning', delegate: 'Warning' });
  });

  it('a program signer no call of the transaction is given stays a Warning', async () => {
    expect(await judged([approve(signer)])).toMatchObject({ type: 'Warning', delegate: 'Warning' });
  });

  it('from a free host it stays flagged, and an unlimited approval to it is Malicious', async () => {
    expect((await judged([approve(signer), spend(signer)], 'bridge-app.vercel.app')).delegate).toBe('Warning');
    expect(await judged([approve(signer, 2n ** 64n - 1n), spend(signer)])).toMatchObject({ type: 'Malicious', delegate: 'Malicious' });
  });
});
