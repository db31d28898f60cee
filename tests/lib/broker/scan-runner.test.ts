/**
 * The scan runner alone: whatever the scanner does (answers, throws, answers
 * nonsense, takes too long), the review gets an outcome, and one that says
 * why when it is not a verdict; where storage cannot keep even that, the
 * dapp is answered with an error rather than left waiting.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingStore } from '../../../lib/broker/pending-store';
import { createScanRunner, type Scanner } from '../../../lib/broker/scan-runner';
import type { PageActions } from '../../../lib/broker/forward';
import { listHistory } from '../../../lib/history';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { settingsItem } from '../../../lib/settings';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { ACCOUNT } from './support';

const request = (): PendingRequest => ({
  id: randomUUID(), tabId: 3, frameId: 0, documentId: 'doc', origin: 'https://app.example', provider: { kind: 'window' }, style: 'request',
  method: 'personal_sign', params: ['0x68', ACCOUNT], chainId: 1, account: ACCOUNT, createdAt: 1, scan: { state: 'scanning', startedAt: 1 },
});

class Page implements PageActions {
  rejected: Array<{ id: string; message: string | undefined }> = [];
  forward = async () => undefined;
  reject: PageActions['reject'] = async (r, error) => void this.rejected.push({ id: r.id, message: error?.message });
  call: PageActions['call'] = async () => ({ ok: true, result: '0x1' });
  isAlive = async () => true;
}

const BENIGN: ScanOutcome = { state: 'done', source: 'local', requestId: undefined, response: { validation: { status: 'Success', result_type: 'Benign', reason: '', classification: '', description: '', features: [] } } } as unknown as ScanOutcome;

/** These tests are about the second stage alone: a first stage that fails leaves its outcome as it came (stages: ./scan-stages.test.ts). */
const NO_FIRST_STAGE = async (): Promise<ScanOutcome> => ({ state: 'unavailable', reason: 'error', message: 'no first stage in this test' });

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.useRealTimers());

async function run(scan: Scanner, page = new Page()) {
  const r = request();
  await pendingStore.add(r);
  const outcome = await createScanRunner(scan, page, NO_FIRST_STAGE).start(r);
  return { r, outcome, stored: (await pendingStore.get(r.id))?.scan, page };
}

describe('scan runner', () => {
  it('a verdict is stored as it came', async () => {
    const { outcome, stored } = await run(async () => BENIGN);
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    expect(stored).toEqual(outcome);
  });

  it.each([
    ['an answer that is no outcome', async () => ({ nonsense: true }) as unknown as ScanOutcome],
    ['an answer still "scanning"', async (): Promise<ScanOutcome> => ({ state: 'scanning', startedAt: 1 })],
  ])('%s: unavailable, "no usable result"', async (_what, scan) => {
    const { stored } = await run(scan);
    expect(stored).toEqual({ state: 'unavailable', reason: 'invalid_response', message: 'The scanner gave no usable result.' });
  });

  it('a scanner that throws: unavailable with its message', async () => {
    expect((await run(async () => Promise.reject(new Error('RPC down')))).stored).toEqual({ state: 'unavailable', reason: 'error', message: 'RPC down' });
    expect((await run(async () => Promise.reject('plain text'))).stored).toEqual({ state: 'unavailable', reason: 'error', message: 'plain text' });
  });

  it('the user\'s timeout, in seconds in the message; the scanner gets the page RPC and an abort signal', async () => {
    await settingsItem.setValue({ scanTimeoutMs: 2500 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let ctx: Parameters<Scanner>[1] | undefined;
    const r = request();
    await pendingStore.add(r);
    const started = createScanRunner(async (_r, c) => ((ctx = c), new Promise<ScanOutcome>(() => undefined)), new Page(), NO_FIRST_STAGE).start(r);
    await vi.advanceTimersByTimeAsync(2499);
    expect((await pendingStore.get(r.id))?.scan.state).toBe('scanning');
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toEqual({ state: 'unavailable', reason: 'timeout', message: 'No scan result within 2.5 s.' });
    expect(ctx?.signal.aborted).toBe(true);
    await expect(ctx?.pageRpc?.request({ method: 'eth_chainId', params: [] })).resolves.toBe('0x1');
    await expect(ctx?.pageRpc?.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({ code: 4200 });
  });

  it('a cancelled scan stores nothing (the request was decided meanwhile)', async () => {
    const r = request();
    await pendingStore.add(r);
    let finish: (o: ScanOutcome) => void = () => undefined;
    const runner = createScanRunner(() => new Promise<ScanOutcome>((resolve) => (finish = resolve)), new Page(), NO_FIRST_STAGE);
    const started = runner.start(r);
    await vi.waitFor(() => expect(finish).not.toBe(undefined));
    runner.cancel(r.id);
    finish(BENIGN);
    await started;
    expect((await pendingStore.get(r.id))?.scan.state).toBe('scanning');
  });

  it('storage that cannot keep the outcome: the dapp gets an error that says so, and history records it', async () => {
    const page = new Page();
    const r = request();
    await pendingStore.add(r);
    vi.spyOn(pendingStore, 'setScan').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await createScanRunner(async () => BENIGN, page, NO_FIRST_STAGE).start(r);
    expect(page.rejected).toEqual([{ id: r.id, message: 'Internal error: Preflight could not keep this request for review (QUOTA_BYTES quota exceeded)' }]);
    expect(await pendingStore.get(r.id)).toBeUndefined();
    await vi.waitFor(async () => expect((await listHistory()).map((e) => [e.decision, e.reason])).toEqual([['rejected', 'policy']]));
  });

  it('… and does nothing more when the request was already answered', async () => {
    const page = new Page();
    const r = request();
    vi.spyOn(pendingStore, 'setScan').mockRejectedValue(new Error('gone'));
    await createScanRunner(async () => BENIGN, page, NO_FIRST_STAGE).start(r);
    expect(page.rejected).toEqual([]);
  });
});

describe('scan runner, at the edges', () => {
  it("a storage error's message is cut at 200 characters in what the dapp gets", async () => {
    const page = new Page();
    const r = request();
    await pendingStore.add(r);
    const setScan = vi.spyOn(pendingStore, 'setScan').mockRejectedValue(new Error('x'.repeat(300)));
    try {
      await createScanRunner(async () => BENIGN, page, NO_FIRST_STAGE).start(r);
    } finally {
      setScan.mockRestore();
    }
    expect(page.rejected).toEqual([{ id: r.id, message: `Internal error: Preflight could not keep this request for review (${'x'.repeat(200)})` }]);
  });

  it('started again while running, then cancelled: the older run ending does not hide the newer from cancel, and nothing is stored', async () => {
    const r = request();
    await pendingStore.add(r);
    const finishers: Array<(o: ScanOutcome) => void> = [];
    const runner = createScanRunner(() => new Promise<ScanOutcome>((resolve) => finishers.push(resolve)), new Page(), NO_FIRST_STAGE);
    const first = runner.start(r);
    const second = runner.start(r);
    await vi.waitFor(() => expect(finishers).toHaveLength(2));
    finishers[0]?.(BENIGN);
    await first;
    runner.cancel(r.id);
    finishers[1]?.(BENIGN);
    await second;
    expect((await pendingStore.get(r.id))?.scan.state).toBe('scanning');
  });
});

describe('scan runner: a failure around the scanner', () => {
  it('anything that fails before the scan can even be timed is an "unavailable" outcome with its message, stored for the review', async () => {
    for (const [thrown, message] of [
      [new Error('no timers here'), 'no timers here'],
      ['plain text', 'plain text'],
    ] as const) {
      const r = request();
      await pendingStore.add(r);
      const realSetTimeout = globalThis.setTimeout;
      const runner = createScanRunner(async () => BENIGN, new Page(), NO_FIRST_STAGE);
      vi.stubGlobal('setTimeout', (...args: Parameters<typeof realSetTimeout>) => {
        // Only the runner's own timer (the scan timeout) fails.
        if (typeof args[1] === 'number' && args[1] >= 1000) throw thrown;
        return realSetTimeout(...args);
      });
      let outcome: ScanOutcome;
      try {
        outcome = await runner.start(r);
      } finally {
        vi.unstubAllGlobals();
      }
      const expected = { state: 'unavailable', reason: 'error', message };
      expect(outcome).toEqual(expected);
      expect((await pendingStore.get(r.id))?.scan).toEqual(expected);
    }
  });
});
