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
import { reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { Reads, ScanOutcome } from '../../../lib/scan/outcome';
import { RecordingPage } from './support';

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

const outcome = (result_type: 'Benign' | 'Warning', reads?: Reads): ScanOutcome => ({
  state: 'done', source: 'local', ...(reads ? { reads } : {}),
  response: { validation: { result_type, description: '', reason: '', classification: '', features: [] } },
});

const tick = () => new Promise((r) => setTimeout(r, 5));
async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 200 && !(await check()); i++) await tick();
}

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
});
