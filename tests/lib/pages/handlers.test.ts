import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordRequestDecision } from '../../../lib/history';
import { pageHandlers, registerPageHandlers } from '../../../lib/pages/handlers';
import { isExtensionPageSender } from '../../../lib/pages/sender';
import { PAUSED_INDEFINITELY, updateSettings } from '../../../lib/settings';
import { MAX_PAUSE_MS } from '../../../lib/settings/pause';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';
import { benignSwap, done, pending } from '../../components/fixtures';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';

const ADDRESS_SCAN = '/v0/evm/address-bulk/scan-extended';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** Delivers one message to the registered listeners as the browser would, with the given sender. */
async function deliver(type: string, data: unknown, sender: object): Promise<unknown> {
  let respond: (value: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => { respond = resolve; });
  const onMessage = fakeBrowser.runtime.onMessage;
  // The fake's types list two listener arguments; the messaging library needs the third (sendResponse), which the fake forwards.
  const results: unknown = await Reflect.apply(onMessage.trigger, onMessage, [{ id: 1, type, data, timestamp: Date.now() }, sender, respond]);
  if (!Array.isArray(results) || !results.some((r) => r === true)) return undefined;
  return answer;
}

function ext(path: string): string {
  return fakeBrowser.runtime.getURL(path);
}

describe('pages handlers: who may call', () => {
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    fakeBrowser.reset();
    unregister = registerPageHandlers();
  });
  afterEach(() => unregister());

  it('answers the popup (an extension page without a tab)', async () => {
    const answer = await deliver('pages:getStatus', undefined, { id: fakeBrowser.runtime.id, url: ext('/popup.html') });
    expect(answer).toMatchObject({ res: { protected: true, hasApiKey: false, scanner: 'local' } });
  });

  it('answers the options page open in a tab', async () => {
    const answer = await deliver('pages:getStatus', undefined, { url: ext('/options.html'), tab: { id: 3, url: ext('/options.html') } });
    expect(answer).toMatchObject({ res: { protected: true } });
  });

  it('refuses a content script, and changes nothing', async () => {
    const sender = { id: fakeBrowser.runtime.id, url: 'https://evil.example/', tab: { id: 9, url: 'https://evil.example/' }, frameId: 0 };
    const answer = await deliver('pages:setPause', PAUSED_INDEFINITELY, sender);
    expect(answer).toMatchObject({ err: { message: expect.stringMatching(/did not come from one of Preflight's own pages/) } });
    const status = await deliver('pages:getStatus', undefined, { url: ext('/popup.html') });
    expect(status).toMatchObject({ res: { protected: true } });
  });

  it('the settings, API key included, go to the options page and never to a content script', async () => {
    await updateSettings({ apiKey: 'secret-key-1' });
    const options = await deliver('pages:getSettings', undefined, { url: ext('/options.html'), tab: { id: 3, url: ext('/options.html') } });
    expect(options).toMatchObject({ res: { apiKey: 'secret-key-1' } });
    const contentScript = await deliver('pages:getSettings', undefined, { id: fakeBrowser.runtime.id, url: 'https://evil.example/', tab: { id: 9, url: 'https://evil.example/' }, frameId: 0 });
    expect(contentScript).toMatchObject({ err: { message: expect.stringMatching(/did not come from one of Preflight's own pages/) } });
    expect(JSON.stringify(contentScript)).not.toContain('secret-key-1');
    const saved = await deliver('pages:saveSettings', { apiKey: 'stolen' }, { id: fakeBrowser.runtime.id, url: 'https://evil.example/', tab: { id: 9, url: 'https://evil.example/' }, frameId: 0 });
    expect(saved).toMatchObject({ err: {} });
  });

  it('refuses an extension page framed inside a web page', async () => {
    const answer = await deliver('pages:getHistory', undefined, { url: ext('/review.html'), tab: { id: 9, url: 'https://evil.example/' } });
    expect(answer).toMatchObject({ err: {} });
  });

  it('refuses another extension and a sender without a URL', () => {
    expect(isExtensionPageSender({ id: 'other-extension', url: ext('/popup.html') })).toBe(false);
    expect(isExtensionPageSender({})).toBe(false);
    expect(isExtensionPageSender({ url: ext('/review.html'), tab: {} })).toBe(false);
    expect(isExtensionPageSender({ url: ext('/review.html'), tab: { url: ext('/review.html') } })).toBe(true);
  });
});

describe('pages handlers: behaviour', () => {
  let server: TestHttpServer;
  useFreshBrowserAndServer((s) => { server = s; });

  it('pauses, reports the pause, and resumes', async () => {
    const until = Date.now() + 3_600_000;
    const paused = await pageHandlers.setPause(until);
    expect(paused).toMatchObject({ protected: false, pausedUntil: until, pausedIndefinitely: false });
    expect((await pageHandlers.getStatus()).pausedUntil).toBe(until);
    expect(await pageHandlers.setPause(null)).toMatchObject({ protected: true, pausedUntil: null });
  });

  it('never pauses for ever: a pause asked "until re-enabled" (an older popup) ends within MAX_PAUSE_MS', async () => {
    const before = Date.now();
    const paused = await pageHandlers.setPause(PAUSED_INDEFINITELY);
    expect(paused).toMatchObject({ protected: false, pausedIndefinitely: false });
    expect(paused.pausedUntil).toBeGreaterThan(before);
    expect(paused.pausedUntil).toBeLessThanOrEqual(Date.now() + MAX_PAUSE_MS);
  });

  it('still reads and ends a pause "until re-enabled" that an older build stored', async () => {
    await updateSettings({ pausedUntil: PAUSED_INDEFINITELY });
    expect(await pageHandlers.getStatus()).toMatchObject({ protected: false, pausedIndefinitely: true });
    expect(await pageHandlers.setPause(null)).toMatchObject({ protected: true });
  });

  it('says the local engine scans while no API key is set, and never returns the key', async () => {
    expect((await pageHandlers.getStatus()).scanner).toBe('local');
    await updateSettings({ apiKey: 'secret-key-1', apiBaseUrl: server.url });
    const status = await pageHandlers.getStatus();
    expect(status).toMatchObject({ scanner: 'remote', hasApiKey: true });
    expect(JSON.stringify(status)).not.toContain('secret-key-1');
  });

  it('test connection: a 401 is reported as a rejected key', async () => {
    server.respond(ADDRESS_SCAN, { status: 401, body: { detail: 'Invalid or missing API key (X-API-Key header)' } });
    const result = await pageHandlers.testConnection({ apiKey: 'wrong-key', apiBaseUrl: server.url });
    expect(result.state).toBe('key_rejected');
    expect(result.message).toMatch(/Invalid or missing API key/);
    expect(server.requestsTo(ADDRESS_SCAN)[0]?.headers['x-api-key']).toBe('wrong-key');
  });

  it('test connection: ok with the saved settings, unreachable when nothing listens, not configured without a key', async () => {
    server.respond(ADDRESS_SCAN, { status: 200, body: { results: [{ address: '0x0000000000000000000000000000000000000001', validation: { result_type: 'Benign', features: [] } }] } });
    await updateSettings({ apiKey: 'good-key', apiBaseUrl: server.url });
    expect((await pageHandlers.testConnection()).state).toBe('ok');

    const dead = await startHttpServer();
    await dead.close();
    expect((await pageHandlers.testConnection({ apiBaseUrl: dead.url })).state).toBe('unreachable');
    expect((await pageHandlers.testConnection({ apiKey: '' })).state).toBe('not_configured');
  });

  it('checks an EVM address with the service when a key is set', async () => {
    server.respond(ADDRESS_SCAN, { status: 200, body: { results: [{ address: USDC, label: 'USD Coin', validation: { result_type: 'Benign', features: [{ feature_id: 'VERIFIED_CONTRACT', type: 'Benign', description: 'Verified' }] } }] } });
    await updateSettings({ apiKey: 'good-key', apiBaseUrl: server.url });
    const result = await pageHandlers.checkEvmAddress({ chain: 'ethereum', address: USDC });
    expect(result).toMatchObject({ ok: true, data: { source: 'remote', result: { label: 'USD Coin', validation: { result_type: 'Benign' } } } });
    expect(server.requestsTo(ADDRESS_SCAN)[0]?.body).toMatchObject({ chain: 'ethereum', metadata: { account: { account_id: '', user_country_code: '' }, connection: { ip_address: '' } }, addresses: [USDC] });
  });

  it('checks an EVM address with the local engine without a key', async () => {
    const result = await pageHandlers.checkEvmAddress({ chain: 'eip155:31337', address: USDC });
    expect(result).toMatchObject({ ok: true, data: { source: 'local', result: { address: USDC } } });
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a malformed address plainly', async () => {
    const result = await pageHandlers.checkEvmAddress({ chain: 'ethereum', address: '0x1234' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringMatching(/address/) } });
  });

  it('Sui, Solana and asset lookups need an API key', async () => {
    for (const result of [
      await pageHandlers.checkSuiAddress({ address: '0x2', chain: 'mainnet' }),
      await pageHandlers.lookupSolanaTx({ txHash: '5h3xQ' }),
      await pageHandlers.lookupAsset({ identifier: USDC, runtime: 'evm', chain_name: 'ethereum' }),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'needs_api_key', message: expect.stringMatching(/API key/) } });
    }
  });

  it('looks up an asset on the service', async () => {
    server.respond(`/v0/platform/assets/${USDC}`, { status: 200, body: { identifier: USDC, tags: ['stablecoin'], alias: 'USDC' } });
    await updateSettings({ apiKey: 'good-key', apiBaseUrl: server.url });
    const result = await pageHandlers.lookupAsset({ identifier: USDC, runtime: 'evm', chain_name: 'ethereum' });
    expect(result).toMatchObject({ ok: true, data: { alias: 'USDC', tags: ['stablecoin'] } });
    expect(server.requests[0]?.query).toEqual({ runtime: 'evm', chain_name: 'ethereum' });
  });

  it('lists history rows (with the one-line summary of what was signed) without their requests and returns one entry in full', async () => {
    const request = pending({ scan: done(benignSwap) });
    await recordRequestDecision({ request, decision: 'approved', decidedAt: 10 });
    const rows = await pageHandlers.getHistory();
    expect(rows).toEqual([{ id: request.id, origin: request.origin, method: request.method, verdict: 'Benign', decision: 'approved', decidedAt: 10, summary: '−1.5 ETH, +100 USDC' }]);
    expect((await pageHandlers.getHistoryEntry(request.id))?.request.id).toBe(request.id);
    expect(await pageHandlers.getHistoryEntry('nope')).toBeNull();
  });
});
