/**
 * What a trusted-site rule approved without showing the window, in the last
 * day: on top of the popup (the tab's toolbar icon shows a green check meanwhile,
 * lib/broker/policy-notice.ts), each with a link to its review.
 */
import { useQuery } from '@tanstack/react-query';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { PagesApi } from '../../lib/messaging/pages';
import { formatTime, siteOf } from './format';
import { HISTORY_KEY } from './History';

const RECENT_MS = 24 * 60 * 60 * 1000;

export function PolicyNotice({ api, onOpen, timeZone, now = Date.now() }: { api: PagesApi; onOpen: (id: string) => void; timeZone?: string | undefined; now?: number }) {
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: () => api.getHistory() });
  const approved = (history.data ?? []).filter((row) => row.reason === 'policy' && row.decision === 'approved' && now - row.decidedAt < RECENT_MS);
  if (approved.length === 0) return null;
  return (
    <section className="pf-policy-notice" aria-labelledby="pf-policy-title" data-testid="policy-notice">
      <h2 className="pf-section__title" id="pf-policy-title">{s.policyNoticeHeading(approved.length)}</h2>
      <ul>
        {approved.map((row) => (
          <li key={row.id} data-testid="policy-approval">
            <span>{s.policyNoticeRow(siteOf(row.origin), row.summary ?? row.method, formatTime(row.decidedAt, timeZone))}</span>{' '}
            <button type="button" className="pf-link" onClick={() => onOpen(row.id)}>{s.policyNoticeOpen}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
