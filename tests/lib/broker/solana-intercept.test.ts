/**
 * The broker's Solana path (lib/broker/solana-intercept.ts): a malformed call
 * refused visibly as EVM ones are, and the same policies as EVM (per-method
 * switch, trusted-site auto-approval only after a complete Benign scan).
 */
import { randomUUID } from 'node:crypto';
import {
  address, appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getTransactionEncoder, pipe,
  setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { Reads, ScanOutcome } from '../../../lib/scan/outcome';
import { DEFAULT_INTERCEPTED_METHODS, updateSettings } from '../../../lib/settings';
import { RecordingPage, tick, until, whilePendingCannotBeStored } from './support';

const USER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const FRIEND = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

function wire(): number[] {
  const payer = address(USER);
  const msg = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(payer), destination: address(FRIEND), amount: 5n }), m),
  );
  return [...getTransactionEncoder().encode(compileTransaction(msg))];
}

/** A Wallet Standard signTransaction call as the Solana wrapper holds it. */
function solanaRequest(bytes: number[] = wire(), method = 'solana:signTransaction') {
  return {
    channel: PAGE_CHANNEL, type: 'request', id: randomUUID(), provider: { kind: 'window' }, style: 'request', method,
    params: { wallet: 'Test Wallet', args: [{ account: { address: USER }, transaction: { $b: bytes }, chain: 'solana:devnet' }] },
  };
}

const sender: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/swap', origin: 'https://dapp.example', frameId: 0, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };

const TX_DETAIL = { version: 0, fee_payer: USER, signers: [USER], fee: { base_lamports: '5000', priority_lamports: '0', total_lamports: '5000', compute_unit_limit: 200000 }, lookup_tables: [], instructions: [] };

/** A finished Solana scan: `source` says whether the user's RPC simulated it. */
const outcome = (result_type: 'Benign' | 'Warning', source: 'rpc' | 'offline' = 'rpc', reads?: Reads): ScanOutcome => ({
  state: 'done', source: 'local', ...(reads ? { reads } : {}),
  response: { validation: { result_type, description: '', reason: '', classification: '', features: [] } },
  solana: { status: 'SUCCESS', result: { details: { transactions: [TX_DETAIL], source } } },
});


describe('Solana requests in the broker', () => {
  let page: RecordingPage;
  let answer: ScanOutcome;
  let scan: Scanner;
  beforeEach(() => {
    fakeBrowser.reset();
    page = new RecordingPage();
    answer = outcome('Benign');
    scan = async () => answer;
  });

  it('a malformed call: -32602 to the dapp at once, a refusal window with nothing to approve, a history row, the wallet untouched', async () => {
    const broker = createBroker({ page, scan });
    const req = solanaRequest([1, 2, 3, 4, 5]);
    const reply = await broker.intercept(req, sender);
    expect(reply).toMatchObject({ accepted: false, passThrough: false, error: { code: -32602, message: expect.stringContaining('could not be read') } });
    await until(async () => (await reviewWindowId()) !== null);
    const [shown] = await pendingStore.list();
    expect(shown).toMatchObject({ id: req.id, origin: 'https://dapp.example', refused: { evasion: false, why: expect.stringContaining('not sent to the wallet') }, scan: { state: 'unavailable', reason: 'invalid_request' } });
    await until(async () => (await listHistory()).length === 1);
    expect(await listHistory()).toMatchObject([{ id: req.id, decision: 'rejected', reason: 'policy', verdict: 'unavailable' }]);
    // Approve is refused for it: it was answered already.
    expect(page.forwarded).toEqual([]);
  });

  it('obeys the per-method switch: a Solana method switched off goes to the wallet unreviewed (forwarded by the background), the others are held', async () => {
    await updateSettings({ interceptedMethods: DEFAULT_INTERCEPTED_METHODS.filter((m) => m !== 'solana:signTransaction') });
    const broker = createBroker({ page, scan });
    const off = solanaRequest();
    expect(await broker.intercept(off, sender)).toEqual({ accepted: true });
    expect(page.forwarded.map((p) => p.id)).toEqual([off.id]);
    expect(await pendingStore.list()).toEqual([]);
    expect(await reviewWindowId()).toBeNull();
    const held = solanaRequest(wire(), 'solana:signAndSendTransaction');
    expect(await broker.intercept(held, sender)).toEqual({ accepted: true });
    expect((await pendingStore.list()).map((p) => p.id)).toEqual([held.id]);
    expect(await reviewWindowId()).not.toBeNull();
    expect(page.forwarded).toHaveLength(1);
  });

  const trust = (methods: string[]) =>
    updateSettings({ trustedSites: [{ origin: 'https://dapp.example', methods, expiresAt: Date.now() + 3_600_000, autoApproveBenign: true }] });

  it("a trusted site's Solana request goes without a window only after a complete, simulated Benign scan", async () => {
    await trust(['solana:signTransaction']);
    const broker = createBroker({ page, scan });
    const benign = solanaRequest();
    await broker.intercept(benign, sender);
    await until(() => page.forwarded.length === 1);
    expect(page.forwarded.map((p) => p.id)).toEqual([benign.id]);
    expect(await reviewWindowId()).toBeNull();
    await until(async () => (await listHistory()).length === 1);
    expect(await listHistory()).toMatchObject([{ id: benign.id, decision: 'approved', reason: 'policy', verdict: 'Benign' }]);

    // Not simulated (no RPC URL), the RPC failed, or not Benign: the review opens.
    for (const next of [outcome('Benign', 'offline'), outcome('Benign', 'rpc', { state: 'unavailable', reason: 'error', message: 'rpc down' }), outcome('Warning')]) {
      answer = next;
      const req = solanaRequest();
      await broker.intercept(req, sender);
      await until(async () => (await reviewWindowId()) !== null);
      expect(await reviewWindowId()).not.toBeNull();
      expect((await pendingStore.get(req.id))?.id).toBe(req.id);
    }
    expect(page.forwarded).toHaveLength(1);
  });

  it('trust covers only the methods it names: a Solana method not named is reviewed', async () => {
    await trust(['solana:signMessage', 'eth_sendTransaction']);
    const broker = createBroker({ page, scan });
    const req = solanaRequest();
    await broker.intercept(req, sender);
    await until(async () => (await reviewWindowId()) !== null);
    expect(await reviewWindowId()).not.toBeNull();
    expect(page.forwarded).toEqual([]);
  });
});

describe('a Solana review window opens while the request is stored (as EVM)', () => {
  beforeEach(() => fakeBrowser.reset());
  const never: Scanner = () => new Promise(() => undefined);

  it('a request storage cannot keep: refused with the reason, and the window opened for it closes again', async () => {
    await whilePendingCannotBeStored(async (removed) => {
      const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept(solanaRequest(), sender);
      expect(reply).toMatchObject({ accepted: false, error: { code: -32603, message: expect.stringMatching(/could not keep the request for review \(quota\)/) } });
      await until(async () => removed.length > 0 && (await reviewWindowId()) === null);
      expect(removed).toHaveLength(1);
      expect(await reviewWindowId()).toBeNull();
    });
  });

  it('a duplicate id is refused and keeps the window of the request already waiting', async () => {
    const broker = createBroker({ page: new RecordingPage(), scan: never });
    const req = solanaRequest();
    expect(await broker.intercept(req, sender)).toEqual({ accepted: true });
    const windowId = await reviewWindowId();
    expect(windowId).not.toBeNull();
    expect(await broker.intercept(req, sender)).toMatchObject({ accepted: false, error: { code: -32602, message: expect.stringMatching(/duplicate request id/) } });
    await tick();
    expect(await reviewWindowId()).toBe(windowId);
    expect((await pendingStore.list()).map((p) => p.id)).toEqual([req.id]);
  });

  it('a Reject clicked before the store has written still finds and settles its request (4001 to the dapp, the wallet never asked)', async () => {
    const page = new RecordingPage();
    const broker = createBroker({ page, scan: never });
    const req = solanaRequest();
    // The store's write of the request is held until the Reject has been sent.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const set = fakeBrowser.storage.session.set;
    fakeBrowser.storage.session.set = async (items) => {
      if ('pending' in items) await gate;
      return set(items);
    };
    try {
      const intercepting = broker.intercept(req, sender);
      await until(async () => (await reviewWindowId()) !== null);
      // Nothing stored yet (read around the store, whose queue waits for the add).
      expect(await fakeBrowser.storage.session.get('pending')).toEqual({});
      const decided = broker.decide({ id: req.id, decision: 'reject' }, { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } });
      release();
      expect(await intercepting).toEqual({ accepted: true });
      expect(await decided).toEqual({ ok: true });
      await until(() => page.rejected.length === 1);
      expect(page.rejected).toMatchObject([{ request: { id: req.id }, error: { code: 4001 } }]);
      expect(page.forwarded).toEqual([]);
    } finally {
      fakeBrowser.storage.session.set = set;
    }
  });
});
