import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  HISTORY_LIMIT, getHistoryEntry, historyItem, listHistory, recordDecision, recordRequestDecision, type HistoryEntry,
} from '../../../lib/history';
import { ACCOUNT, SCAM, USDC, benignSwap, done, maliciousApprovals, pending } from '../../components/fixtures';

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

function entry(n: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const id = uuid(n);
  return {
    id,
    origin: `https://site-${n}.example`,
    method: 'eth_sendTransaction',
    verdict: 'Benign',
    decision: 'approved',
    reason: 'user',
    decidedAt: 1_700_000_000_000 + n,
    request: pending({ id, scan: done(benignSwap) }),
    ...overrides,
  };
}

describe('decision history', () => {
  beforeEach(() => fakeBrowser.reset());

  it('lists recorded decisions newest first and finds one by id', async () => {
    await recordDecision(entry(1));
    await recordDecision(entry(2, { decision: 'rejected', verdict: 'Malicious' }));
    const list = await listHistory();
    expect(list.map((e) => e.origin)).toEqual(['https://site-2.example', 'https://site-1.example']);
    const found = await getHistoryEntry(uuid(2));
    expect(found?.decision).toBe('rejected');
    expect(found?.request.scan.state).toBe('done');
    expect(await getHistoryEntry(uuid(99))).toBeUndefined();
  });

  it(`keeps only the last ${HISTORY_LIMIT} decisions`, async () => {
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) await recordDecision(entry(n));
    const list = await listHistory();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.id).toBe(uuid(HISTORY_LIMIT + 5));
    expect(list.at(-1)?.id).toBe(uuid(6));
    expect(await getHistoryEntry(uuid(5))).toBeUndefined();
  });

  it('does not lose decisions recorded at the same time', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => recordDecision(entry(n))));
    expect(await listHistory()).toHaveLength(4);
  });

  it('drops damaged stored entries and keeps the valid ones', async () => {
    await recordDecision(entry(1));
    const stored = await fakeBrowser.storage.local.get('history');
    const valid: unknown = stored.history;
    await fakeBrowser.storage.local.set({
      history: [{ id: 'x', origin: 5 }, 'garbage', ...(Array.isArray(valid) ? valid : []), { ...entry(2), decision: 'maybe' }],
    });
    const list = await listHistory();
    expect(list.map((e) => e.id)).toEqual([uuid(1)]);
  });

  it('reads a non-array stored value as an empty history', async () => {
    await fakeBrowser.storage.local.set({ history: { not: 'a list' } });
    expect(await listHistory()).toEqual([]);
  });

  it('rejects an invalid entry without writing anything', async () => {
    await expect(recordDecision({ ...entry(1), decidedAt: Number.NaN })).rejects.toThrow();
    expect(await listHistory()).toEqual([]);
  });

  it('builds an entry from a pending request with its verdict', async () => {
    const request = pending({ id: uuid(7), scan: done(maliciousApprovals) });
    await recordRequestDecision({ request, decision: 'rejected', reason: 'window_closed', decidedAt: 5 });
    const saved = await getHistoryEntry(uuid(7));
    expect(saved).toMatchObject({ verdict: 'Malicious', decision: 'rejected', reason: 'window_closed', origin: 'https://app.uniswap.org' });
    await recordRequestDecision({ request: pending({ id: uuid(8), scan: { state: 'unavailable', reason: 'offline', message: 'down' } }), decision: 'approved' });
    expect((await getHistoryEntry(uuid(8)))?.verdict).toBe('unavailable');
  });

  it('does not keep huge request params; their decoded call stays when small', async () => {
    const big = 'a'.repeat(200_000);
    await recordDecision(entry(1, { request: pending({ id: uuid(1), scan: done(benignSwap), params: [big] }) }));
    const saved = await getHistoryEntry(uuid(1));
    expect(JSON.stringify(saved?.request.params).length).toBeLessThan(1000);
    // A deployment of 100 KB of code: the params go, "Deploy a contract, 100,000 bytes" stays.
    await recordDecision(entry(2, { request: pending({ id: uuid(2), scan: done(benignSwap), params: [{ from: ACCOUNT, data: `0x${'60'.repeat(100_000)}` }] }) }));
    expect((await getHistoryEntry(uuid(2)))?.request.calls).toEqual({ kind: 'call', call: { deploy: { bytes: 100_000 } } });
  });

  it('an entry an older build kept without decoded calls gets them when read, from its request and scan', async () => {
    const request = pending({ id: uuid(3), params: [{ from: ACCOUNT, to: USDC, data: `0xa9059cbb${SCAM.slice(2).padStart(64, '0')}${(100_000_000).toString(16).padStart(64, '0')}` }], calls: undefined, scan: done(benignSwap) });
    await historyItem.setValue([{ ...entry(3), request }]);
    const call = (await getHistoryEntry(uuid(3)))?.request.calls;
    expect(call?.kind === 'call' && call.call.call?.kind === 'known' ? call.call.call.args.map((a) => a.value) : []).toEqual([`${SCAM.slice(0, 6)}…${SCAM.slice(-4)}`, '100 USDC']);
  });
});
