import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';
import { loadStoredPhishingList, phishingListDue, PHISHING_REFRESH_PERIOD_MINUTES, refreshPhishingList } from '../../../lib/knowledge/phishing-refresh';
import { phishingListInfo } from '../../../lib/knowledge/phishing-info';
import { bundledPhishingConfig, bundledPhishingDetector, installPhishingList, loadPhishingList, phishingListStatus } from '../../../lib/knowledge/phishing-list';
import { judgeSite } from '../../../lib/knowledge/site';
import bundledMeta from '../../../lib/knowledge/data/phishing.meta.json';

// A fresh list in MetaMask's format: the bundled snapshot's entries plus one site listed after it was cut.
const NEW_PHISHING_SITE = 'claim-airdrop-now.preflight-test.invalid';
const snapshot = await bundledPhishingDetector();
const bundledConfig = await bundledPhishingConfig();
await loadPhishingList();

function liveList(extra: string[] = [NEW_PHISHING_SITE]): unknown {
  const blacklist = Array.from({ length: 6000 }, (_, i) => `listed-${i}.preflight-test.invalid`);
  return { version: 2, tolerance: 2, fuzzylist: ['metamask.io'], whitelist: ['metamask.io'], blacklist: [...blacklist, ...extra] };
}

describe('phishing-list refresh', () => {
  let server: TestHttpServer;
  const listPath = '/MetaMask/eth-phishing-detect/main/src/config.json';
  const listUrl = (): string => `${server.url}${listPath}`;
  const at = Date.UTC(2026, 10, 23, 12, 0, 0);

  beforeAll(async () => {
    server = await startHttpServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    fakeBrowser.reset();
    server.reset();
    installPhishingList(bundledConfig, bundledMeta); // back to the snapshot between tests
  });

  it('before any refresh the popup shows the built-in snapshot and its date', async () => {
    const info = await phishingListInfo();
    expect(info).toMatchObject({ bundled: true, updated: bundledMeta.updated, entries: bundledMeta.entries.blacklist, lastError: undefined });
    expect(await phishingListDue(() => at)).toBe(true);
  });

  it('a refresh installs the downloaded list: a newly listed site is flagged at once and after a restart', async () => {
    expect(judgeSite(`https://${NEW_PHISHING_SITE}`).phishing.listed).toBe(false);
    server.respond(listPath, { body: liveList() });

    const result = await refreshPhishingList({ url: listUrl(), now: () => at });

    expect(result).toEqual({ ok: true, entries: 6001, updated: '2026-11-23T12:00:00.000Z' });
    expect(judgeSite(`https://${NEW_PHISHING_SITE}`).phishing).toMatchObject({ listed: true, source: expect.stringContaining(listUrl()) });
    expect(await phishingListInfo()).toMatchObject({ bundled: false, updated: '2026-11-23T12:00:00.000Z', entries: 6001 });
    expect(await phishingListDue(() => at + 60_000)).toBe(false);
    expect(await phishingListDue(() => at + PHISHING_REFRESH_PERIOD_MINUTES * 60_000)).toBe(true);

    // A restarted worker starts from the snapshot and installs the stored copy.
    installPhishingList(bundledConfig, bundledMeta);
    expect(judgeSite(`https://${NEW_PHISHING_SITE}`).phishing.listed).toBe(false);
    expect(await loadStoredPhishingList()).toBe(true);
    expect(judgeSite(`https://${NEW_PHISHING_SITE}`).phishing.listed).toBe(true);
  });

  it('the download sends nothing about the user: a bare GET, no cookies, no query, no referrer', async () => {
    server.respond(listPath, { body: liveList() });
    await refreshPhishingList({ url: listUrl(), now: () => at });
    const [request] = server.requestsTo(listPath);
    expect(request).toMatchObject({ method: 'GET', query: {} });
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.referer).toBeUndefined();
    expect(request?.bodyText).toBe('');
  });

  it.each([
    ['the server fails', { status: 503, body: { detail: 'down' } }, /HTTP 503/],
    ['the answer is not JSON', { rawBody: '<html>rate limited</html>' }, /JSON|Unexpected token/],
    ['the answer is not a phishing config', { body: { hello: 'world' } }, /not in MetaMask's format/],
    ['the list is truncated', { body: { blacklist: ['one.example'] } }, /only 1 entries/],
  ])('when %s, the list in use is kept and the popup says the update failed', async (_, response, message) => {
    server.respond(listPath, response);
    const before = phishingListStatus();

    const result = await refreshPhishingList({ url: listUrl(), now: () => at });

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(phishingListStatus()).toEqual(before);
    expect(judgeSite('https://nfts-mints.com').phishing.listed).toBe(true); // snapshot still answers
    const info = await phishingListInfo();
    expect(info.bundled).toBe(true);
    expect(info.lastError).toMatch(message);
  });

  it('offline (nothing listening), the snapshot stays in use', async () => {
    const closed = await startHttpServer();
    const url = `${closed.url}${listPath}`;
    await closed.close();
    const result = await refreshPhishingList({ url, now: () => at });
    expect(result.ok).toBe(false);
    expect(judgeSite('https://nfts-mints.com').phishing.listed).toBe(true);
  });

  it('a stored copy that no longer parses is ignored, not installed', async () => {
    await fakeBrowser.storage.local.set({ phishingList: { config: { blacklist: 'broken' }, meta: {} } });
    expect(await loadStoredPhishingList()).toBe(false);
    expect(phishingListStatus()).toMatchObject({ ok: true, entries: snapshot.status.ok ? snapshot.status.entries : -1 });
  });
});

describe('phishing-list refresh when storage is full', () => {
  it('the downloaded list is used at once; the popup says it could not be kept; after a restart the snapshot is back and a refresh is due', async () => {
    fakeBrowser.reset();
    const server = await startHttpServer();
    try {
      const path = '/config.json';
      server.respond(path, { body: { version: 2, tolerance: 2, fuzzylist: [], whitelist: [], blacklist: [...Array.from({ length: 6000 }, (_, i) => `x${i}.preflight-test.invalid`), 'full-storage.preflight-test.invalid'] } });
      const originalSet = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
      fakeBrowser.storage.local.set = async (items: Record<string, unknown>) => {
        if ('phishingList' in items) throw new Error('QUOTA_BYTES quota exceeded');
        return originalSet(items);
      };
      const result = await refreshPhishingList({ url: `${server.url}${path}`, now: () => 1_000 });
      expect(result).toMatchObject({ ok: true, notKept: expect.stringContaining('QUOTA_BYTES') });
      expect(judgeSite('https://full-storage.preflight-test.invalid').phishing.listed).toBe(true);
      expect((await phishingListInfo()).lastError).toMatch(/could not be saved for the next start/);

      installPhishingList(bundledConfig, bundledMeta); // the worker restarts
      expect(await loadStoredPhishingList()).toBe(false);
      expect(await phishingListInfo()).toMatchObject({ bundled: true });
      expect(await phishingListDue(() => 2_000)).toBe(true);
    } finally {
      await server.close();
      installPhishingList(bundledConfig, bundledMeta);
    }
  });
});
