/**
 * Sending a false-verdict report: loaded only when the user sends one (it
 * brings the report schemas and the pages' messaging, which the review
 * does not need to show a request).
 */
import type { Report } from '../../components/review/ReportForm';
import { verdictOfRequest } from '../../lib/history/verdict';
import type { PendingRequest } from '../../lib/messaging/extension';
import { messagingPagesApi } from '../../lib/messaging/pages';
import { reportInputFor } from '../../lib/reports/input';

/** Sends (or queues, or keeps) the report; resolves with the sentence telling the user which. */
export async function sendReport(request: PendingRequest, input: Report, verdict?: string): Promise<string> {
  const status = await messagingPagesApi.sendReport(reportInputFor(request, input, verdict ?? verdictOfRequest(request)));
  return status.message;
}
