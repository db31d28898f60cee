import { describe, expect, it } from 'vitest';
import {
  flushReportQueue, isSelfHostedUrl, reportsState, listStoredReports, queuedReportCount, reportInputFor, sendReport, type ReportInput,
} from '../../../lib/reports';
import { updateSettings } from '../../../lib/settings';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';
import { benignSwap, done, maliciousApprovals, pending } from '../../components/fixtures';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';

const REPORT_PATH = '/v0/evm/post-transaction/report';
const summary = { id: '0f3b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', origin: 'https://app.uniswap.org', method: 'eth_sendTransaction', chainId: 1, verdict: 'Malicious' };
const remoteReport: ReportInput = { requestId: 'req-abc', source: 'remote', event: 'FALSE_POSITIVE', details: 'It is my own contract', request: summary };
const localReport: ReportInput = { source: 'local', event: 'FALSE_NEGATIVE', details: 'Drained me', request: summary };

/** A loopback URL where nothing listens (a server started and closed again). */
async function deadUrl(): Promise<string> {
  const s = await startHttpServer();
  await s.close();
  return s.url;
}

describe('false-verdict reports', () => {
  let server: TestHttpServer;
  useFreshBrowserAndServer((s) => { server = s; });

  it('sends a report on a remote verdict to the service with its request id and the API key', async () => {
    server.respond(REPORT_PATH, { status: 200, body: {} });
    await updateSettings({ apiKey: 'key-123', apiBaseUrl: server.url });
    const status = await sendReport(remoteReport);
    expect(status.state).toBe('sent');
    const [req] = server.requestsTo(REPORT_PATH);
    expect(req?.method).toBe('POST');
    expect(req?.headers['x-api-key']).toBe('key-123');
    expect(req?.body).toEqual({ event: 'FALSE_POSITIVE', report: { type: 'request_id', request_id: 'req-abc' }, details: 'It is my own contract' });
    expect(await queuedReportCount()).toBe(0);
  });

  it('queues a report while the service is unreachable and sends it on the next flush', async () => {
    await updateSettings({ apiKey: 'key-123', apiBaseUrl: await deadUrl() });
    const status = await sendReport(remoteReport);
    expect(status.state).toBe('queued');
    expect(status.message).toMatch(/sent automatically later/);
    expect(await queuedReportCount()).toBe(1);

    // Still down: it stays queued.
    expect(await flushReportQueue()).toEqual({ sent: 0, stillQueued: 1, stored: 0 });

    // The service is back (here: at the URL the user now has in the settings).
    server.respond(REPORT_PATH, { status: 200, body: {} });
    await updateSettings({ apiBaseUrl: server.url });
    expect(await flushReportQueue()).toEqual({ sent: 1, stillQueued: 0, stored: 0 });
    expect(server.requestsTo(REPORT_PATH)[0]?.body).toEqual({ event: 'FALSE_POSITIVE', report: { type: 'request_id', request_id: 'req-abc' }, details: 'It is my own contract' });
    expect(await queuedReportCount()).toBe(0);
  });

  it('queues on a 503 and flushes once the service answers again', async () => {
    server.respond(REPORT_PATH, { status: 503, body: { detail: 'maintenance' } });
    await updateSettings({ apiKey: 'key-123', apiBaseUrl: server.url });
    expect((await sendReport(remoteReport)).state).toBe('queued');
    server.respond(REPORT_PATH, { status: 200, body: {} });
    expect((await flushReportQueue()).sent).toBe(1);
    expect(server.requestsTo(REPORT_PATH)).toHaveLength(2);
  });

  it('tells the user when a queued report was delivered later (what the popup reads; reading it tries the queue)', async () => {
    server.respond(REPORT_PATH, { status: 503, body: { detail: 'maintenance' } });
    await updateSettings({ apiKey: 'key-123', apiBaseUrl: server.url });
    expect((await sendReport(remoteReport)).state).toBe('queued');
    expect(await reportsState()).toEqual({ queued: 1, delivered: [] });

    server.respond(REPORT_PATH, { status: 200, body: {} });
    const state = await reportsState();
    expect(state.queued).toBe(0);
    expect(state.delivered).toEqual([expect.objectContaining({ target: 'remote', requestId: 'req-abc', origin: 'https://app.uniswap.org', event: 'FALSE_POSITIVE' })]);
    expect(server.requestsTo(REPORT_PATH).at(-1)?.headers['x-api-key']).toBe('key-123');
  });

  it('keeps a report locally when there is no scanner to send it to', async () => {
    const status = await sendReport(localReport);
    expect(status.state).toBe('stored');
    const stored = await listStoredReports();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.input).toEqual(localReport);
    expect(server.requests).toHaveLength(0);
  });

  it('keeps a local-engine report locally when the base URL is a public service', async () => {
    await updateSettings({ apiKey: 'key-123', apiBaseUrl: 'https://api.example.invalid' });
    const status = await sendReport(localReport);
    expect(status.state).toBe('stored');
    // Says why honestly: the service never saw this verdict.
    expect(status.message).toMatch(/^This verdict came from Preflight's own engine, not the scanning service/);
    expect(await listStoredReports()).toEqual([expect.objectContaining({ input: localReport })]);
  });

  it('sends a local-engine report to a self-hosted scanner under a generated id', async () => {
    server.respond(REPORT_PATH, { status: 200, body: {} });
    await updateSettings({ apiBaseUrl: server.url });
    const status = await sendReport(localReport);
    expect(status.state).toBe('sent');
    const body = server.requestsTo(REPORT_PATH)[0]?.body;
    expect(body).toMatchObject({ event: 'FALSE_NEGATIVE', details: 'Drained me', report: { type: 'request_id' } });
    expect(JSON.stringify(body)).toMatch(/"request_id":"local-[0-9a-f-]{36}"/);
  });

  it('keeps a refused report locally with the reason instead of retrying it', async () => {
    server.respond(REPORT_PATH, { status: 401, body: { detail: 'bad key' } });
    await updateSettings({ apiKey: 'wrong', apiBaseUrl: server.url });
    const status = await sendReport(remoteReport);
    expect(status).toMatchObject({ state: 'stored' });
    expect(status.message).toMatch(/API key rejected/);
    expect(await queuedReportCount()).toBe(0);
    expect((await listStoredReports())[0]?.note).toBe('API key rejected');
  });

  it('builds the report of a pending request from its scan', () => {
    const remote = reportInputFor(pending({ scan: done(maliciousApprovals) }), { event: 'FALSE_POSITIVE', details: '' }, 'Malicious');
    expect(remote).toMatchObject({ requestId: 'req-123', source: 'remote', request: { origin: 'https://app.uniswap.org', verdict: 'Malicious', chainId: 1 } });
    const local = reportInputFor(pending({ scan: done(benignSwap, { source: 'local', requestId: undefined }) }), { event: 'FALSE_NEGATIVE', details: 'x' });
    expect(local.source).toBe('local');
    expect(local.requestId).toBeUndefined();
  });

  it('treats only loopback base URLs as self-hosted', () => {
    expect(isSelfHostedUrl('http://127.0.0.1:8787')).toBe(true);
    expect(isSelfHostedUrl('http://localhost:8787/')).toBe(true);
    expect(isSelfHostedUrl('http://[::1]:8787')).toBe(true);
    expect(isSelfHostedUrl('https://api.example.com')).toBe(false);
    expect(isSelfHostedUrl('http://192.168.1.5:8787')).toBe(false);
  });
});
