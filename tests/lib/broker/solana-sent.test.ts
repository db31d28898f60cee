/**
 * After an approved Solana signAndSend (lib/broker/solana-sent.ts): the
 * wallet's signature is kept on the history row only for that row's own tab
 * and frame, checked against the reviewed transaction with a real ed25519
 * key, and with an API key the service's post-transaction scan (a loopback
 * HTTP server speaking the API) is kept beside it.
 */
import { randomUUID } from 'node:crypto';
import {
  appendTransactionMessageInstruction, compileTransaction, createTransactionMessage, generateKeyPairSigner, getBase58Decoder, getBase64Decoder,
  getTransactionEncoder, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, signBytes, type Blockhash, type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkSentSignature, handleSolanaSent, NO_ED25519, signaturesOf } from '../../../lib/broker/solana-sent';
import type { SenderInfo } from '../../../lib/broker/sender';
import { listHistory, recordRequestDecision } from '../../../lib/history';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { updateSettings } from '../../../lib/settings';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';

const FRIEND = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const POST_SCAN = '/v0/solana/post-transaction/scan';

async function sentTransaction(payer: KeyPairSigner, amount = 5n) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: FRIEND as never, amount }), m),
  );
  const tx = compileTransaction(message);
  const signature = await signBytes(payer.keyPair.privateKey, tx.messageBytes);
  return { wire: getBase64Decoder().decode(getTransactionEncoder().encode(tx)), signature: getBase58Decoder().decode(signature), bytes: [...signature] };
}

function approved(wire: string, account: string, method = 'signAndSendTransaction'): PendingRequest {
  return {
    id: randomUUID(), tabId: 7, frameId: 0, origin: 'https://dapp.example', provider: { kind: 'window' }, style: 'request', method: `solana:${method}`,
    params: { wallet: 'W', scan: { cluster: 'devnet', method, account_address: account, transactions: [wire] } }, createdAt: 1, title: 'Sign and send a Solana transaction',
    scan: { state: 'done', source: 'local', response: { validation: { result_type: 'Benign', description: '', reason: '', classification: '', features: [] } } },
  };
}

const sender: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 0, tab: { id: 7, windowId: 1 } };

let server: TestHttpServer;
beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());

describe('the signature of an approved Solana signAndSend in the history', () => {
  let payer: KeyPairSigner;
  beforeEach(async () => {
    fakeBrowser.reset();
    server.reset();
    payer = await generateKeyPairSigner();
  });

  it('reads the answer shapes wallets give: [{ signature: bytes }], { signature: base58 }, bare', async () => {
    const { signature, bytes } = await sentTransaction(payer);
    expect(signaturesOf([{ signature: { $b: bytes } }])).toEqual([signature]);
    expect(signaturesOf({ signature, publicKey: payer.address })).toEqual([signature]);
    expect(signaturesOf(signature)).toEqual([signature]);
    expect(signaturesOf([{ signature: 'not base58!' }, { signature: { $b: [1, 2] } }, 42])).toEqual([]);
  });

  it('keeps the wallet signature, marked as over the reviewed transaction; without an API key nothing is looked up', async () => {
    const { wire, signature, bytes } = await sentTransaction(payer);
    const request = approved(wire, payer.address);
    await recordRequestDecision({ request, decision: 'approved', reason: 'user' });
    expect(await handleSolanaSent({ id: request.id, sent: [{ signature: { $b: bytes } }] }, sender)).toEqual({ ok: true });
    expect((await listHistory())[0]?.solanaSent).toEqual({ signatures: [signature], matchesReview: true, cluster: 'devnet' });
    expect(server.requests).toEqual([]);
    // Once only: a second report (the page replaying another signature) changes nothing.
    const other = await sentTransaction(await generateKeyPairSigner());
    expect(await handleSolanaSent({ id: request.id, sent: { signature: other.signature } }, sender)).toEqual({ ok: false });
    expect((await listHistory())[0]?.solanaSent?.signatures).toEqual([signature]);
  });

  it('a signature that is not the fee payer\'s over the reviewed bytes is kept, marked as not the reviewed transaction, and not looked up', async () => {
    await updateSettings({ apiKey: 'k-1', apiBaseUrl: server.url });
    const reviewed = await sentTransaction(payer);
    // Another key over the same message, and the right key over another message (a wallet that added a priority fee).
    const forged = await sentTransaction(await generateKeyPairSigner());
    const changed = await sentTransaction(payer, 6n);
    for (const other of [forged, changed]) {
      const request = approved(reviewed.wire, payer.address);
      await recordRequestDecision({ request, decision: 'approved', reason: 'user' });
      await handleSolanaSent({ id: request.id, sent: { signature: other.signature } }, sender);
      expect((await listHistory())[0]?.solanaSent).toEqual({ signatures: [other.signature], matchesReview: false, cluster: 'devnet' });
    }
    expect(server.requestsTo(POST_SCAN)).toEqual([]);
  });

  it('checked with the real key pair: the fee payer\'s signature verifies, any other signer\'s does not', async () => {
    const { wire, signature } = await sentTransaction(payer);
    expect(await checkSentSignature(signature, wire)).toEqual({ verified: true });
    expect(await checkSentSignature((await sentTransaction(await generateKeyPairSigner())).signature, wire)).toEqual({ verified: false });
    expect(await checkSentSignature(signature, 'not a transaction')).toEqual({ verified: false });
  });

  it('a browser without WebCrypto Ed25519 leaves the signature unchecked (neither verdict) and looks nothing up', async () => {
    await updateSettings({ apiKey: 'k-1', apiBaseUrl: server.url });
    const { wire, signature } = await sentTransaction(payer);
    const importKey = vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'));
    try {
      const request = approved(wire, payer.address);
      await recordRequestDecision({ request, decision: 'approved', reason: 'user' });
      expect(await handleSolanaSent({ id: request.id, sent: { signature } }, sender)).toEqual({ ok: true });
      expect((await listHistory())[0]?.solanaSent).toEqual({ signatures: [signature], matchesReview: false, unchecked: NO_ED25519, cluster: 'devnet' });
      expect(server.requestsTo(POST_SCAN)).toEqual([]);
    } finally {
      importKey.mockRestore();
    }
  });

  it('ignored for another tab or frame, a rejected row, or a row that did not send', async () => {
    const { wire, signature } = await sentTransaction(payer);
    const rows = [approved(wire, payer.address), approved(wire, payer.address), approved(wire, payer.address, 'signTransaction')];
    await recordRequestDecision({ request: rows[0]!, decision: 'approved' });
    await recordRequestDecision({ request: rows[1]!, decision: 'rejected' });
    await recordRequestDecision({ request: rows[2]!, decision: 'approved' });
    expect(await handleSolanaSent({ id: rows[0]!.id, sent: { signature } }, { ...sender, tab: { id: 8, windowId: 1 } })).toEqual({ ok: false });
    expect(await handleSolanaSent({ id: rows[0]!.id, sent: { signature } }, { ...sender, frameId: 2 })).toEqual({ ok: false });
    expect(await handleSolanaSent({ id: rows[1]!.id, sent: { signature } }, sender)).toEqual({ ok: false });
    expect(await handleSolanaSent({ id: rows[2]!.id, sent: { signature } }, sender)).toEqual({ ok: false });
    expect(await handleSolanaSent({ id: 'nope', sent: { signature } }, sender)).toEqual({ ok: false });
    expect((await listHistory()).map((e) => e.solanaSent)).toEqual([undefined, undefined, undefined]);
  });

  it('with an API key: the service\'s post-transaction scan of the signature (verdict and what changed) is kept on the row', async () => {
    await updateSettings({ apiKey: 'k-1', apiBaseUrl: server.url });
    // The service publishes no Solana example: built in the spec's shape (docs: Solana result, account_summary).
    server.respond(POST_SCAN, {
      body: {
        status: 'SUCCESS', encoding: 'base58', request_id: 'r-1',
        result: {
          validation: { result_type: 'Benign', reason: '', features: [], extended_features: [] },
          simulation: { account_summary: { account_assets_diff: [{ asset: { type: 'SOL', symbol: 'SOL', decimals: 9 }, out: { value: 0.000000005, raw_value: 5, summary: '0.000000005 SOL' } }], account_delegations: [], account_ownerships_diff: [] } },
        },
      },
    });
    const { wire, signature } = await sentTransaction(payer);
    const request = approved(wire, payer.address);
    await recordRequestDecision({ request, decision: 'approved' });
    expect(await handleSolanaSent({ id: request.id, sent: { signature } }, sender)).toEqual({ ok: true });
    const [call] = server.requestsTo(POST_SCAN);
    expect(call?.body).toEqual({ tx_hash: signature, chain: 'devnet', options: ['validation', 'simulation'] });
    expect(call?.headers['x-api-key']).toBe('k-1');
    expect((await listHistory())[0]?.solanaSent?.post).toEqual({ verdict: 'Benign', changes: ['−0.000000005 SOL'] });

    // The service's own failure is shown as such, never as a verdict.
    server.respond(POST_SCAN, { body: { status: 'ERROR', error: 'transaction not found', request_id: 'r-2' } });
    const again = approved(wire, payer.address);
    await recordRequestDecision({ request: again, decision: 'approved' });
    await handleSolanaSent({ id: again.id, sent: { signature } }, sender);
    expect((await listHistory())[0]?.solanaSent?.post).toEqual({ changes: [], error: 'transaction not found' });
  });
});
