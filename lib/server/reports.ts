/** False positive / negative reports, appended as JSON lines to a local file. */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { EvmReportRequest } from '../api/schemas/evm';

export const DEFAULT_REPORTS_FILE = '.preflight/reports.jsonl';

export async function appendReport(file: string, report: EvmReportRequest, requestId: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const line = JSON.stringify({ received_at: new Date().toISOString(), report_request_id: requestId, ...report });
  await appendFile(file, `${line}\n`, 'utf8');
}
