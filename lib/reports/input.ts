/** The report a page sends about a request (pending or from the history): pure, so the popup needs no client code. */
import type { PendingRequest } from '../messaging/extension';
import type { ReportInput } from './schema';

/** What the review page sends for "This is wrong" on a request (pending or from the history). */
export function reportInputFor(request: PendingRequest, report: { event: ReportInput['event']; details: string }, verdict?: string): ReportInput {
  const scan = request.scan;
  const remote = scan.state === 'done' && scan.source === 'remote';
  return {
    ...(remote && scan.requestId !== undefined ? { requestId: scan.requestId } : {}),
    source: remote ? 'remote' : 'local',
    event: report.event,
    details: report.details,
    request: {
      id: request.id,
      origin: request.origin,
      method: request.method,
      ...(request.chainId === undefined ? {} : { chainId: request.chainId }),
      ...(verdict === undefined ? {} : { verdict }),
    },
  };
}
