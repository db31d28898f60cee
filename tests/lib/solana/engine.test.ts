import { beforeAll, describe, expect, it } from 'vitest';
import { getAssignInstruction, getTransferSolInstruction } from '@solana-program/system';
import { AuthorityType, getApproveInstruction, getCloseAccountInstruction, getSetAuthorityInstruction, getTransferInstruction } from '@solana-program/token';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { createNoopSigner, lamports } from '@solana/kit';
import { useNodeBundledFiles } from '../../../lib/knowledge/bundled-file-node';
import { createSolanaEngine, solanaScanDetailsSchema } from '../../../lib/solana/engine';
import { SolanaScene, LAMPORTS_PER_SOL } from '../../support/solana-scene';

useNodeBundledFiles();
const engine = createSolanaEngine();

function verdict(r: Awaited<ReturnType<typeof engine.scan>>) {
  const v = r.result?.validation;
  return { type: v?.result_type, ids: (v?.extended_features ?? []).map((f) => f.feature_id) };
}

describe('Solana engine, offline', () => {
  let scene: SolanaScene;
  beforeAll(async () => { scene = await SolanaScene.create(); });

  it('a SOL payment to a friend is Benign and described in words, with its priority fee', async () => {
    const friend = await scene.newAddress();
    const user = createNoopSigner(scene.user.address);
    const wire = scene.wire([
      getSetComputeUnitLimitInstruction({ units: 100_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 50_000n }),
      getTransferSolInstruction({ source: user, destination: friend, amount: lamports(LAMPORTS_PER_SOL / 2n) }),
    ]);
    const r = await engine.scan(scene.request([wire]));
    expect(r.status).toBe('SUCCESS');
    expect(verdict(r).type).toBe('Benign');
    const details = solanaScanDetailsSchema.parse(r.result?.details);
    const tx = details.transactions[0];
    expect(tx?.instructions[2]?.description).toMatch(/^Sends 0\.5 SOL from your wallet to /);
    expect(tx?.fee.priority_lamports).toBe('5000');
    expect(tx?.fee.base_lamports).toBe('5000');
  });

  it('System.Assign of the wallet to another program is Malicious', async () => {
    const wire = scene.wire([getAssignInstruction({ account: createNoopSigner(scene.user.address), programAddress: await scene.newAddress() })]);
    expect(verdict(await engine.scan(scene.request([wire])))).toMatchObject({ type: 'Malicious', ids: expect.arrayContaining(['SOLANA_ACCOUNT_ASSIGNED']) });
  });

  it('SetAuthority giving the owner of a token account to another key is Malicious', async () => {
    const mint = await scene.mint();
    const ata = await scene.tokenAccount(scene.user.address, mint, 1_000_000n);
    const wire = scene.wire([getSetAuthorityInstruction({ owned: ata, owner: createNoopSigner(scene.user.address), authorityType: AuthorityType.AccountOwner, newAuthority: await scene.newAddress() })]);
    expect(verdict(await engine.scan(scene.request([wire])))).toMatchObject({ type: 'Malicious', ids: expect.arrayContaining(['SOLANA_TOKEN_AUTHORITY_CHANGED']) });
  });

  it('an unlimited delegate to an unknown key is Malicious', async () => {
    const mint = await scene.mint();
    const ata = await scene.tokenAccount(scene.user.address, mint, 5n);
    const wire = scene.wire([getApproveInstruction({ source: ata, delegate: await scene.newAddress(), owner: createNoopSigner(scene.user.address), amount: 2n ** 64n - 1n })]);
    expect(verdict(await engine.scan(scene.request([wire])))).toMatchObject({ type: 'Malicious', ids: ['SOLANA_TOKEN_DELEGATE'] });
  });

  it('transfer of a token account then its close to another address is a whole-balance drain', async () => {
    const mint = await scene.mint();
    const ata = await scene.tokenAccount(scene.user.address, mint, 42n);
    const thief = await scene.newAddress();
    const thiefAta = await scene.tokenAccount(thief, mint, 0n);
    const owner = createNoopSigner(scene.user.address);
    const wire = scene.wire([
      getTransferInstruction({ source: ata, destination: thiefAta, authority: owner, amount: 42n }),
      getCloseAccountInstruction({ account: ata, destination: thief, owner }),
    ]);
    expect(verdict(await engine.scan(scene.request([wire])))).toMatchObject({ type: 'Malicious', ids: expect.arrayContaining(['SOLANA_WHOLE_BALANCE_TRANSFER', 'SOLANA_CLOSE_TO_OTHER']) });
  });

  it('bytes that are not a transaction give an ERROR envelope, never a verdict', async () => {
    const r = await engine.scan(scene.request(['AAEC']));
    expect(r.status).toBe('ERROR');
    expect(r.error).toMatch(/could not be checked/);
    expect(r.result).toBeUndefined();
  });

  it('a malformed request is an ERROR naming the field', async () => {
    const r = await engine.scan({ ...scene.request([]), account_address: 'not-an-address' });
    expect(r.status).toBe('ERROR');
    expect(r.error).toMatch(/account_address/);
  });
});
