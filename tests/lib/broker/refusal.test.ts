/**
 * #25 item 5: a request refused as malformed is answered -32602 at once, and
 * the user sees it: a review entry saying what, from which site and why, with
 * nothing to approve, and a history row. Shapes a wallet would still accept
 * are named as an evasion attempt.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { normaliseRequest } from '../../../lib/broker/normalise-request';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import { ACCOUNT, RecordingPage, signRequest } from './support';

const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 2, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };
const never: Scanner = () => new Promise(() => undefined);
const sendTx = (tx: Record<string, unknown>) => signRequest({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: ACCOUNT, ...tx }] });

beforeEach(() => fakeBrowser.reset());

describe('what a wallet would still accept is named an evasion attempt', () => {
  it.each([
    ['odd-length data', { data: '0x1' }, true],
    ['a 7-character selector', { data: '0x095ea7b' }, true],
    ['a value without 0x', { value: '100' }, true],
    ['data that is not hex at all', { data: 'hello' }, false],
  ])('%s', (_n, tx, evasion) => {
    const out = normaliseRequest('eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, ...tx }]);
    expect(out).toMatchObject({ ok: false, evasion, error: { code: -32602 } });
  });

  it('a duplicate key in typed-data text (JSON.parse keeps the last, other readers the first)', () => {
    const text = '{"types":{"EIP712Domain":[]},"primaryType":"EIP712Domain","domain":{},"message":{"amount":"1","amount":"2"}}';
    expect(normaliseRequest('eth_signTypedData_v4', [ACCOUNT, text])).toMatchObject({ ok: false, evasion: true });
  });

  it('not refused: a typed-data integer JSON.parse would round (max uint160 as a bare number) is read exactly and judged both ways (#25 item 4)', () => {
    const text = '{"types":{"EIP712Domain":[]},"primaryType":"EIP712Domain","domain":{},"message":{"amount":1461501637330902918203684832716283019655932542975}}';
    expect(normaliseRequest('eth_signTypedData_v4', [ACCOUNT, text])).toEqual({ ok: true, params: [ACCOUNT, text] });
  });
});

describe('a refusal the user can see', () => {
  it('the dapp gets -32602 at once; the review shows what was refused, from which site and why, with nothing to approve; history keeps it', async () => {
    const page = new RecordingPage();
    const broker = createBroker({ page, scan: never });
    const req = sendTx({ data: '0x1' });
    const reply = await broker.intercept(req, dapp);
    expect(reply).toMatchObject({ accepted: false, error: { code: -32602 } });
    await vi.waitFor(async () => expect(await reviewWindowId()).toEqual(expect.any(Number)));
    const [shown] = await pendingStore.list();
    expect(shown).toMatchObject({ id: req.id, origin: 'https://dapp.example', method: 'eth_sendTransaction', refused: { evasion: true, why: expect.stringContaining('params[0].data must be 0x-prefixed hex bytes') } });
    await vi.waitFor(async () => expect((await listHistory()).map((e) => [e.origin, e.decision, e.reason])).toEqual([['https://dapp.example', 'rejected', 'policy']]));
    // Approve is refused by the background too; closing the notice answers nothing more and records nothing more.
    const review: SenderInfo = { id: fakeBrowser.runtime.id, url: reviewPageUrl() };
    expect(await broker.decide({ id: req.id, decision: 'approve' }, review)).toEqual({ ok: false });
    expect(await broker.decide({ id: req.id, decision: 'reject' }, review)).toEqual({ ok: true });
    expect(page.forwarded).toEqual([]);
    expect(page.rejected).toEqual([]);
    expect(await listHistory()).toHaveLength(1);
  });
});
