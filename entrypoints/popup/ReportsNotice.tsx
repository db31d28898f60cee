/**
 * Tells the user when a report that had to wait (offline, service down) was
 * delivered later. Opening the popup also tries the queue at once
 * (`reportsState`), besides the background's alarm.
 */
import { useQuery } from '@tanstack/react-query';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { PagesApi } from '../../lib/messaging/pages';
import { formatTime, siteOf } from './format';

export const REPORTS_KEY = ['pages', 'reports'];
/** Deliveries older than this are old news. */
const RECENT_MS = 24 * 60 * 60 * 1000;

export function ReportsNotice({ api, timeZone, now = Date.now() }: { api: PagesApi; timeZone?: string | undefined; now?: number }) {
  const state = useQuery({ queryKey: REPORTS_KEY, queryFn: () => api.reportsState() });
  const recent = (state.data?.delivered ?? []).filter((d) => now - d.deliveredAt < RECENT_MS).reverse();
  if (recent.length === 0) return null;
  return (
    <ul className="pf-reports-delivered" role="status" data-testid="reports-delivered">
      {recent.map((d) => <li key={d.id}>{s.reportDelivered(siteOf(d.origin), d.target, formatTime(d.deliveredAt, timeZone))}</li>)}
    </ul>
  );
}
