import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { START_CAP_MS } from '../../../lib/broker/review-page-start';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import { ACCOUNT, RecordingPage, tick, until } from './support';

const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 0, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };

const request = () => ({
  channel: PAGE_CHANNEL,
  type: 'request',
  id: randomUUID(),
  provider: { kind: 'window' },
  style: 'request',
  method: 'personal_sign',
  params: ['0x68656c6c6f', ACCOUNT],
  chainId: '0x1',
});

async function reviewPage(): Promise<SenderInfo> {
  return { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } };
}

/** A scanner that records which requests it was asked to scan, and never answers. */
function recordingScanner(): { scan: Scanner; scanned: string[] } {
  const scanned: string[] = [];
  const scan: Scanner = (req) => {
    scanned.push(req.id);
    return new Promise(() => undefined);
  };
  return { scanned, scan };
}

describe('the scan of the request that opens the review window waits for its page', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('starts when the new window\'s page asks for its queue, not before', async () => {
    // The cap never fires here, however slow the machine: only the page's ask may start the scan.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => (ms === START_CAP_MS ? realSetTimeout(() => undefined, 0) : realSetTimeout(run, ms))) as typeof setTimeout);
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 0 });
    const req = request();
    await broker.intercept(req, dapp);
    await tick(20);
    expect(scanned).toEqual([]);
    await broker.getQueue(await reviewPage());
    await until(() => scanned.length > 0);
    expect(scanned).toEqual([req.id]);
  });

  it('starts anyway after START_CAP_MS when the page never asks (no endless "Checking")', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 0 });
    const req = request();
    await broker.intercept(req, dapp);
    await tick(START_CAP_MS + 50);
    expect(scanned).toEqual([req.id]);
  });

  it('does not wait when the window is already open and its page up', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 0 });
    const first = request();
    await broker.intercept(first, dapp);
    await broker.getQueue(await reviewPage());
    await until(() => scanned.length > 0);
    const second = request();
    await broker.intercept(second, dapp);
    await until(() => scanned.length > 1, 4);
    expect(scanned).toEqual([first.id, second.id]);
  });
});
