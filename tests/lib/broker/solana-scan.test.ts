/**
 * The options' Solana RPC URL per cluster is what the engine uses
 * (lib/broker/solana-scan.ts): with the request's cluster set, the
 * transaction is simulated through it (a loopback RPC answered by litesvm);
 * a URL for another cluster leaves the scan offline.
 */
import { randomUUID } from 'node:crypto';
import {
  appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, generateKeyPairSigner, getBase64Decoder,
  getTransactionEncoder, lamports, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, type Address, type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { scanSolanaPending, solanaScanComplete } from '../../../lib/broker/solana-scan';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { saveSettings } from '../../../lib/pages/settings';
import { getSettings } from '../../../lib/settings';
import { startSolanaRpc, type SolanaRpcServer } from '../../support/solana-rpc';

let rpc: SolanaRpcServer;
let user: Address;
let friend: Address;
beforeAll(async () => {
  rpc = await startSolanaRpc();
  user = (await generateKeyPairSigner()).address;
  friend = (await generateKeyPairSigner()).address;
  rpc.svm.airdrop(user, lamports(5_000_000_000n));
});
afterAll(() => rpc.close());

function pending(): PendingRequest {
  const blockhash = rpc.svm.latestBlockhash() as Blockhash;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(user, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 1000n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(user), destination: friend, amount: 1_000_000n }), m),
  );
  const wire = getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));
  return {
    id: randomUUID(), tabId: 1, frameId: 0, origin: 'https://dapp.example', provider: { kind: 'window' }, style: 'request', method: 'solana:signTransaction', createdAt: 1,
    params: { wallet: 'W', scan: { cluster: 'devnet', method: 'signTransaction', account_address: user, transactions: [wire] } }, scan: { state: 'scanning', startedAt: 1 },
  };
}

/** Saves the Solana RPC URLs the way the options page does (its strict check, then the write). */
async function saveSolanaRpc(urls: Record<string, string>) {
  const { pausedUntil: _paused, ...editable } = await getSettings();
  return saveSettings({ ...editable, solanaRpcUrls: urls });
}

describe('the Solana RPC URL of the options', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    rpc.calls.length = 0;
  });

  it("the request's cluster URL simulates it: balance changes in the scan, a complete scan", async () => {
    expect(await saveSolanaRpc({ devnet: rpc.url })).toMatchObject({ ok: true });
    const outcome = await scanSolanaPending(pending(), { signal: new AbortController().signal });
    expect(outcome.state === 'done' && outcome.solana?.result?.details).toMatchObject({ source: 'rpc' });
    expect(rpc.calls.map((c) => c.method)).toContain('simulateTransaction');
    expect(solanaScanComplete(outcome)).toBe(true);
  });

  it('a URL for another cluster only: judged offline, nothing sent to it', async () => {
    await saveSolanaRpc({ mainnet: rpc.url });
    const outcome = await scanSolanaPending(pending(), { signal: new AbortController().signal });
    expect(outcome.state === 'done' && outcome.solana?.result?.details).toMatchObject({ source: 'offline' });
    expect(rpc.calls).toEqual([]);
    expect(solanaScanComplete(outcome)).toBe(false);
  });

  it('an RPC that fails: the verdict stands on what the request says, and the reads are marked not made', async () => {
    await saveSolanaRpc({ devnet: 'http://127.0.0.1:9/' });
    const outcome = await scanSolanaPending(pending(), { signal: new AbortController().signal });
    expect(outcome).toMatchObject({ state: 'done', reads: { state: 'unavailable', reason: 'error', message: expect.stringContaining('Solana RPC could not be used') } });
    expect(solanaScanComplete(outcome)).toBe(false);
  });

  it('the strict settings check refuses a URL that is not http(s)', async () => {
    expect(await saveSolanaRpc({ devnet: 'ws://127.0.0.1:8900' })).toMatchObject({ ok: false, errors: { solanaRpcUrls: expect.stringContaining('http(s)') } });
  });
});
