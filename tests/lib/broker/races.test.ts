/**
 * "Every intercepted request is answered exactly once", under concurrency.
 *
 * Decisions, window closes, tab updates and removals, trusted-site
 * auto-forwards and a restarted worker's resume all run at once. fast-check's
 * scheduler holds every storage.session read and write (and every page
 * answer) and releases them in a generated order, so each run is one
 * deterministic interleaving, replayable from its seed. Without the
 * serialisation around pendingStore.claimWhere two claimers read the same list
 * and both answer the page: these properties then fail.
 */
import { randomUUID } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type PageActions, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { propertyRuns } from '../../support/property-runs';
import { updateSettings } from '../../../lib/settings';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RUNS = propertyRuns(60);

const benign: ScanOutcome = {
  state: 'done',
  source: 'local',
  response: { block: '1', chain: 'ethereum', validation: { result_type: 'Benign', description: '', reason: '', classification: '', features: [] } },
};

/** What the dapp and the wallet observe: every answer, in order. */
class AnswerLog implements PageActions {
  answers: { id: string; kind: 'forward' | 'reject' }[] = [];
  deadDocuments = new Set<string>();
  constructor(private readonly s: fc.Scheduler) {}
  forward(request: PendingRequest) {
    this.answers.push({ id: request.id, kind: 'forward' });
    return this.s.schedule(Promise.resolve(), `forward ${request.id.slice(0, 4)}`);
  }
  reject(request: PendingRequest) {
    this.answers.push({ id: request.id, kind: 'reject' });
    return this.s.schedule(Promise.resolve(), `reject ${request.id.slice(0, 4)}`);
  }
  async call() {
    return { ok: true as const, result: '0x7a69' };
  }
  isAlive(target: { documentId?: string }) {
    return this.s.schedule(Promise.resolve(!(target.documentId && this.deadDocuments.has(target.documentId))), 'isAlive');
  }
  count(id: string): number {
    return this.answers.filter((a) => a.id === id).length;
  }
}

function pageSender(tabId: number, origin = 'https://dapp.example'): SenderInfo {
  return { id: fakeBrowser.runtime.id, url: `${origin}/`, origin, frameId: 0, documentId: `doc-${tabId}`, tab: { id: tabId, windowId: 1 } };
}

function intercepted() {
  return {
    channel: PAGE_CHANNEL,
    type: 'request',
    id: randomUUID(),
    provider: { kind: 'window' },
    style: 'request',
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }],
    chainId: '0x1',
  };
}

/** A scanner that never answers: the request stays "scanning" until decided. */
const silent: Scanner = () => new Promise<ScanOutcome>(() => undefined);

/**
 * From here on, every storage.session read and write waits for the scheduler.
 * The original methods are kept (bound) so the held call does the real work.
 */
function holdSessionStorage(s: fc.Scheduler): void {
  const area = fakeBrowser.storage.session;
  const get = area.get.bind(area);
  const set = area.set.bind(area);
  vi.spyOn(area, 'get').mockImplementation(s.scheduleFunction((keys?: Parameters<typeof get>[0]) => get(keys)));
  vi.spyOn(area, 'set').mockImplementation(s.scheduleFunction((items: Record<string, unknown>) => set(items)));
}

async function reviewSender(): Promise<SenderInfo> {
  return { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } };
}

/** Runs the operations concurrently, releasing held promises in the scheduler's order. */
async function race(s: fc.Scheduler, ops: (() => Promise<unknown>)[]): Promise<void> {
  const running = ops.map((op) => op());
  await s.waitIdle();
  await Promise.all(running);
}

async function fresh(): Promise<void> {
  vi.restoreAllMocks();
  fakeBrowser.reset();
}

describe('broker races (each run is one generated interleaving)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test.prop([fc.scheduler(), fc.boolean()], RUNS)(
    'two decisions, a window close and a navigation answer each request exactly once',
    async (s, approveFirst) => {
      await fresh();
      const page = new AnswerLog(s);
      const broker = createBroker({ page, scan: silent });
      const a = intercepted();
      const b = intercepted();
      const c = intercepted();
      await broker.intercept(a, pageSender(7));
      await broker.intercept(b, pageSender(8));
      await broker.intercept(c, pageSender(9));
      const review = await reviewSender();
      const windowId = (await reviewWindowId()) ?? -1;
      page.deadDocuments.add('doc-9');
      holdSessionStorage(s);

      await race(s, [
        () => broker.decide({ id: a.id, decision: approveFirst ? 'approve' : 'reject' }, review),
        () => broker.decide({ id: a.id, decision: approveFirst ? 'reject' : 'approve' }, review),
        () => broker.decide({ id: b.id, decision: 'reject' }, review),
        () => broker.windowRemoved(windowId),
        () => broker.tabUpdated(9, { status: 'complete' }),
      ]);

      // The window close claims whatever the decisions and the navigation left: all three are answered, once.
      expect([a, b, c].map((r) => page.count(r.id))).toEqual([1, 1, 1]);
      expect(page.answers.filter((x) => x.id === c.id)).toEqual([{ id: c.id, kind: 'reject' }]);
      vi.restoreAllMocks();
      expect(await pendingStore.list()).toEqual([]);
    },
  );

  test.prop([fc.scheduler()], RUNS)('two rejects and a window close for one request: the dapp hears one 4001', async (s) => {
    await fresh();
    const page = new AnswerLog(s);
    const broker = createBroker({ page, scan: silent });
    const a = intercepted();
    await broker.intercept(a, pageSender(7));
    const review = await reviewSender();
    const windowId = (await reviewWindowId()) ?? -1;
    holdSessionStorage(s);

    await race(s, [
      () => broker.decide({ id: a.id, decision: 'reject' }, review),
      () => broker.decide({ id: a.id, decision: 'reject' }, review),
      () => broker.windowRemoved(windowId),
    ]);

    expect(page.answers).toEqual([{ id: a.id, kind: 'reject' }]);
  });

  test.prop([fc.scheduler()], RUNS)(
    'a trusted site\'s Benign auto-forward racing a window close and a decision: forwarded or rejected, never both',
    async (s) => {
      await fresh();
      await updateSettings({ trustedSites: [{ origin: 'https://trusted.example', methods: ['eth_sendTransaction'], expiresAt: Date.now() + 3_600_000, autoApproveBenign: true }] });
      const page = new AnswerLog(s);
      // The trusted request's scan answers Benign when the scheduler says so.
      const broker = createBroker({ page, scan: (req, ctx) => (req.origin === 'https://trusted.example' ? s.schedule(Promise.resolve(benign), 'scan') : silent(req, ctx)) });
      const other = intercepted();
      await broker.intercept(other, pageSender(7));
      const review = await reviewSender();
      const windowId = (await reviewWindowId()) ?? -1;
      holdSessionStorage(s);

      const trusted = intercepted();
      await race(s, [
        () => broker.intercept(trusted, pageSender(8, 'https://trusted.example')),
        () => broker.windowRemoved(windowId),
        () => broker.decide({ id: trusted.id, decision: 'reject' }, review),
        () => broker.decide({ id: other.id, decision: 'approve' }, review),
      ]);

      expect(page.count(other.id)).toBe(1);
      // Settled once: a forward (Benign, nobody else first) or a reject (closed window or decision first).
      expect(page.count(trusted.id)).toBeLessThanOrEqual(1);
      vi.restoreAllMocks();
      const left = await pendingStore.list();
      // Still waiting only if it was added after everything else finished and its window is open.
      expect(page.count(trusted.id) + left.filter((p) => p.id === trusted.id).length).toBe(1);
    },
  );

  test.prop([fc.scheduler()], RUNS)(
    'a restarted worker re-scanning while the user decides and a tab closes: a decided request never comes back',
    async (s) => {
      await fresh();
      const page = new AnswerLog(s);
      const before = createBroker({ page, scan: silent });
      const a = intercepted();
      const b = intercepted();
      await before.intercept(a, pageSender(7));
      await before.intercept(b, pageSender(8));
      const review = await reviewSender();
      const windowId = (await reviewWindowId()) ?? -1;
      holdSessionStorage(s);

      // A new worker: fresh memory, same session storage; its scans finish when the scheduler says so.
      const after = createBroker({ page, scan: () => s.schedule(Promise.resolve(benign), 'rescan') });
      await race(s, [
        () => after.resume(),
        () => after.decide({ id: a.id, decision: 'approve' }, review),
        () => after.tabRemoved(8),
      ]);
      // Let the resumed scans store their outcomes (they run detached from resume()).
      await s.waitIdle();
      vi.restoreAllMocks();
      // a was approved once; b's tab is gone (no page to answer). Neither may be back in the queue.
      expect(page.answers).toEqual([{ id: a.id, kind: 'forward' }]);
      expect(await pendingStore.list()).toEqual([]);

      // And closing the (now empty) window answers nothing more.
      await after.windowRemoved(windowId);
      expect(page.answers).toHaveLength(1);
    },
  );
});
