import type { PendingRequest } from '../messaging/extension';

/** The verdict word a history row shows, from the request's scan. */
export function verdictOfRequest(request: PendingRequest): string {
  const scan = request.scan;
  if (scan.state !== 'done') return 'unavailable';
  const v = scan.response.validation;
  if (!v || !v.result_type || v.result_type === 'Error' || v.status === 'Error') return 'unavailable';
  return v.result_type;
}
