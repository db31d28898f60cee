/**
 * False-positive / false-negative reports.
 *
 *  - The remote service gave the verdict (its x-request-id is known) and a key
 *    and base URL are set: POST /v0/evm/post-transaction/report with
 *    { event, report: { type: 'request_id', request_id }, details }.
 *  - The local engine gave it and the base URL is a self-hosted scanner on
 *    loopback: the same POST there, under an id made here.
 *  - Otherwise the report is kept on this device (`local:reports`) for export.
 *
 * A scanner that cannot be reached (network, timeout, 5xx, 429) does not lose
 * the report: it waits in `local:reportQueue` and flushReportQueue() (on
 * startup and on an alarm, see ./alarm) sends it later. A scanner that refuses
 * it (key rejected, 4xx) gets it kept locally, with the reason.
 */
import { createWalletClient } from '../api/wallet-client';
import { ApiHttpError, ApiNetworkError, ApiServerError, ApiTimeoutError, RateLimitedError, ScanApiError } from '../api/errors';
import type { EvmReportRequest } from '../api/schemas/evm';
import { answerStrings } from '../i18n/answer-strings';
import { getSettings, type Settings } from '../settings';
import { routeReport } from './route';
import { reportInputSchema, type DeliveredReport, type QueuedReport, type ReportInput, type ReportStatus, type ReportTarget, type ReportsState } from './schema';
import { appendDeliveredReports, appendStoredReport, listDeliveredReports, readQueue, writeQueue } from './storage';

export * from './schema';
export { reportInputFor } from './input';
export { isSelfHostedUrl, routeReport } from './route';
export { listStoredReports, clearStoredReports, listDeliveredReports } from './storage';

/** After this many failed flushes a queued report is kept locally instead. */
export const MAX_REPORT_ATTEMPTS = 50;

/** The self-hosted scanner may run without a key; the client needs a header value all the same. */
const NO_KEY_PLACEHOLDER = 'none';

function newId(): string {
  return crypto.randomUUID();
}

function errorText(err: unknown): string {
  if (err instanceof ScanApiError) return err.shortMessage;
  return err instanceof Error ? err.message : String(err);
}

/** Worth trying again later: the scanner was not reachable or asked to wait. */
function isTransient(err: unknown): boolean {
  return err instanceof ApiNetworkError || err instanceof ApiTimeoutError || err instanceof ApiServerError
    || err instanceof RateLimitedError || (err instanceof ApiHttpError && (err.status === 408 || err.status === 409));
}

async function post(target: ReportTarget, body: EvmReportRequest, settings: Settings): Promise<void> {
  if (target === 'remote' && settings.apiKey === '') throw new Error('no API key is set');
  const apiKey = settings.apiKey !== '' ? settings.apiKey : NO_KEY_PLACEHOLDER;
  // No client retries: the queue is the retry.
  const client = createWalletClient({ baseUrl: settings.apiBaseUrl, apiKey, timeoutMs: settings.scanTimeoutMs, maxRetries: 0 });
  await client.evm.reportTransaction(body);
}

function sentMessage(target: ReportTarget): string {
  return target === 'remote' ? answerStrings.reportSentToService : answerStrings.reportSentToSelfHosted;
}

export async function sendReport(rawInput: ReportInput): Promise<ReportStatus> {
  const input = reportInputSchema.parse(rawInput);
  const settings = await getSettings();
  const route = routeReport(input, settings, newId);
  if (route.kind === 'store') {
    await appendStoredReport({ id: newId(), storedAt: Date.now(), input });
    // Honest about why: a local-engine verdict is ours, the service never saw it.
    const message = input.source === 'local' && settings.apiKey !== '' ? answerStrings.reportStoredLocalEngine : answerStrings.reportStoredLocal;
    return { state: 'stored', message };
  }
  const body: EvmReportRequest = { event: input.event, report: { type: 'request_id', request_id: route.requestId }, details: input.details };
  try {
    await post(route.target, body, settings);
    return { state: 'sent', message: sentMessage(route.target) };
  } catch (err) {
    const why = errorText(err);
    if (isTransient(err)) {
      await enqueue({ id: newId(), queuedAt: Date.now(), attempts: 1, lastError: why, target: route.target, body, input });
      return { state: 'queued', message: answerStrings.reportQueued(why) };
    }
    await appendStoredReport({ id: newId(), storedAt: Date.now(), note: why, input });
    return { state: 'stored', message: answerStrings.reportStoredRefused(why) };
  }
}

// Queue writes are chained so a flush and a new report do not overwrite each other.
let queueLock: Promise<unknown> = Promise.resolve();
function withQueue<T>(fn: () => Promise<T>): Promise<T> {
  const run = queueLock.then(fn);
  queueLock = run.catch(() => undefined);
  return run;
}

function enqueue(report: QueuedReport): Promise<void> {
  return withQueue(async () => writeQueue([...(await readQueue()), report]));
}

export interface FlushResult {
  sent: number;
  stillQueued: number;
  /** Refused or given up on: moved to the local reports. */
  stored: number;
}

/** Tries every queued report once, oldest first. Safe to call at any time (startup, alarm). */
export function flushReportQueue(): Promise<FlushResult> {
  return withQueue(async () => {
    const queue = await readQueue();
    const result: FlushResult = { sent: 0, stillQueued: 0, stored: 0 };
    if (queue.length === 0) return result;
    const settings = await getSettings();
    const keep: QueuedReport[] = [];
    const delivered: DeliveredReport[] = [];
    for (const item of queue) {
      try {
        if (settings.apiBaseUrl === '') throw new Error('no scanner base URL is set');
        await post(item.target, item.body, settings);
        result.sent++;
        delivered.push({ id: item.id, deliveredAt: Date.now(), target: item.target, requestId: item.body.report.request_id, origin: item.input.request.origin, event: item.body.event });
      } catch (err) {
        const why = errorText(err);
        const attempts = item.attempts + 1;
        if (isTransient(err) && attempts < MAX_REPORT_ATTEMPTS) {
          keep.push({ ...item, attempts, lastError: why });
          result.stillQueued++;
        } else {
          await appendStoredReport({ id: item.id, storedAt: Date.now(), note: why, input: item.input });
          result.stored++;
        }
      }
    }
    await writeQueue(keep);
    // The user was told "queued": they are told again, in the popup, when it arrived.
    await appendDeliveredReports(delivered);
    return result;
  });
}

export async function queuedReportCount(): Promise<number> {
  return (await readQueue()).length;
}

/** Tries the queue now (the popup opening is a good moment: the user is there to read the outcome), then says where reports stand. */
export async function reportsState(): Promise<ReportsState> {
  await flushReportQueue().catch(() => undefined);
  return { queued: await queuedReportCount(), delivered: await listDeliveredReports() };
}
