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

  it('a durable-nonce transaction says so, and an unread lookup table hides the recipient (Warning)', async () => {
    const thief = await scene.newAddress();
    const table = await scene.lookupTable([thief]);
    const user = createNoopSigner(scene.user.address);
    const hidden = scene.wireWithLookups([getTransferSolInstruction({ source: user, destination: thief, amount: lamports(1n) })], { [table]: [thief] });
    const r = await engine.scan(scene.request([hidden]));
    expect(verdict(r)).toMatchObject({ type: 'Warning', ids: ['SOLANA_HIDDEN_DESTINATION'] });
    const details = solanaScanDetailsSchema.parse(r.result?.details);
    expect(details.transactions[0]?.lookup_tables).toEqual([{ address: table, resolved: false, entries: 1 }]);
    expect(details.transactions[0]?.instructions[0]?.description).toMatch(/an address hidden in lookup table/);

    const nonceAccount = await scene.newAddress();
    const durable = scene.wire([getTransferSolInstruction({ source: user, destination: thief, amount: lamports(1n) })], { nonce: { account: nonceAccount, authority: scene.user.address, value: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' } });
    const n = solanaScanDetailsSchema.parse((await engine.scan(scene.request([durable]))).result?.details);
    expect(n.transactions[0]?.durable_nonce).toEqual({ account: nonceAccount, authority: scene.user.address });
    expect(n.transactions[0]?.instructions[0]?.description).toMatch(/stays valid until it is used/);
  });

  it('signMessage of a transaction is Malicious; a SIWS text for another site too', async () => {
    const wire = scene.wire([getTransferSolInstruction({ source: createNoopSigner(scene.user.address), destination: await scene.newAddress(), amount: lamports(1n) })]);
    const asMessage = await engine.scan({ cluster: 'mainnet', method: 'signMessage', account_address: scene.user.address, metadata: { domain: 'a.example' }, message: wire });
    expect(verdict(asMessage)).toMatchObject({ type: 'Malicious', ids: ['SOLANA_MESSAGE_IS_TRANSACTION'] });
    const siws = Buffer.from(`jup.ag wants you to sign in with your Solana account:\n${scene.user.address}`).toString('base64');
    const relayed = await engine.scan({ cluster: 'mainnet', method: 'signMessage', account_address: scene.user.address, metadata: { domain: 'jup-login.example' }, message: siws });
    expect(verdict(relayed).ids).toContain('SOLANA_SIGN_IN_OTHER_SITE');
    const own = await engine.scan({ cluster: 'mainnet', method: 'signMessage', account_address: scene.user.address, metadata: { domain: 'jup.ag' }, message: siws });
    expect(verdict(own).type).toBe('Benign');
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
