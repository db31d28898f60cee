/** The report queue (waiting for the network) and the local reports (for export), zod-checked per entry. */
import { z } from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { deliveredReportSchema, queuedReportSchema, storedReportSchema, type DeliveredReport, type QueuedReport, type StoredReport } from './schema';

export const MAX_QUEUED_REPORTS = 200;
export const MAX_STORED_REPORTS = 500;
export const MAX_DELIVERED_REPORTS = 20;

export const reportQueueItem = storage.defineItem<unknown>('local:reportQueue', { fallback: [], version: 1, migrations: {} });
export const deliveredReportsItem = storage.defineItem<unknown>('local:reportsDelivered', { fallback: [], version: 1, migrations: {} });
export const storedReportsItem = storage.defineItem<unknown>('local:reports', { fallback: [], version: 1, migrations: {} });

function parseList<S extends z.ZodMiniType>(schema: S, value: unknown): Array<z.output<S>> {
  if (!Array.isArray(value)) return [];
  const out: Array<z.output<S>> = [];
  for (const raw of value) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export async function readQueue(): Promise<QueuedReport[]> {
  return parseList(queuedReportSchema, await reportQueueItem.getValue());
}

export async function writeQueue(queue: QueuedReport[]): Promise<void> {
  // Oldest dropped first when the queue is full: a device offline for weeks keeps the recent reports.
  await reportQueueItem.setValue(queue.slice(-MAX_QUEUED_REPORTS));
}

/** Oldest first, as collected. */
export async function listStoredReports(): Promise<StoredReport[]> {
  return parseList(storedReportSchema, await storedReportsItem.getValue());
}

export async function appendStoredReport(report: StoredReport): Promise<void> {
  const current = await listStoredReports();
  await storedReportsItem.setValue([...current, storedReportSchema.parse(report)].slice(-MAX_STORED_REPORTS));
}

export async function clearStoredReports(): Promise<void> {
  await storedReportsItem.setValue([]);
}

/** Newest last. */
export async function listDeliveredReports(): Promise<DeliveredReport[]> {
  return parseList(deliveredReportSchema, await deliveredReportsItem.getValue());
}

export async function appendDeliveredReports(reports: DeliveredReport[]): Promise<void> {
  if (reports.length === 0) return;
  await deliveredReportsItem.setValue([...(await listDeliveredReports()), ...reports].slice(-MAX_DELIVERED_REPORTS));
}
