/**
 * The last decisions. Each row opens the review read-only:
 * review.html?history=<id> (the review page loads the entry with
 * pages:getHistoryEntry and shows ReviewView with readOnly).
 */
import { useQuery } from '@tanstack/react-query';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { HistoryRow, PagesApi } from '../../lib/messaging/pages';
import { siteParts } from '../../lib/format/site';
import { formatTime, verdictClass } from './format';
import { HistoryReport } from './HistoryReport';
import { SolanaSentLine } from './SolanaSent';

export const HISTORY_KEY = ['pages', 'history'];

export function History({ api, onOpen, timeZone }: { api: PagesApi; onOpen: (id: string) => void; timeZone?: string | undefined }) {
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: () => api.getHistory() });
  return (
    <section className="pf-section" aria-labelledby="pf-history-title">
      <h2 className="pf-section__title" id="pf-history-title">{s.historyHeading}</h2>
      {history.isError ? <p className="pf-error" role="alert">{s.failed(String(history.error))}</p> : null}
      {history.data === undefined ? (
        history.isError ? null : <p className="pf-muted">{s.loading}</p>
      ) : history.data.length === 0 ? (
        <p className="pf-muted">{s.historyEmpty}</p>
      ) : (
        <ul className="pf-history" data-testid="history-list">
          {history.data.map((row) => <HistoryItem key={row.id} api={api} row={row} onOpen={onOpen} timeZone={timeZone} />)}
        </ul>
      )}
    </section>
  );
}

function HistoryItem({ api, row, onOpen, timeZone }: { api: PagesApi; row: HistoryRow; onOpen: (id: string) => void; timeZone?: string | undefined }) {
  const decision = row.decision === 'approved' ? s.historyApproved : s.historyRejected;
  // The whole registrable domain, always (a lookalike differs there); the subdomain may be cut, muted.
  const site = siteParts(row.origin);
  return (
    <li data-testid="history-row">
      <button type="button" className="pf-history__open" onClick={() => onOpen(row.id)} title={s.historyOpen(row.origin, row.summary ?? row.method)}>
        <span className="pf-history__site" data-testid="history-site">
          {site.prefix ? <span className="pf-history__prefix">{site.prefix}</span> : null}
          <strong className="pf-history__domain">{site.domain}</strong>
          {site.port ? <span className="pf-history__port">{site.port}</span> : null}
        </span>
        <span className={verdictClass(row.verdict)}>{s.verdictWord(row.verdict)}</span>
        <span className="pf-history__summary" data-testid="history-summary">
          {row.reason !== undefined && row.reason !== 'user' ? `${decision} (${s.historyReason(row.reason)})` : decision}: {row.summary ?? row.method}
        </span>
        <span className="pf-history__date" data-testid="history-date">{formatTime(row.decidedAt, timeZone)}</span>
      </button>
      {row.solanaSent ? <SolanaSentLine sent={row.solanaSent} /> : null}
      <HistoryReport api={api} id={row.id} verdict={row.verdict} />
    </li>
  );
}
