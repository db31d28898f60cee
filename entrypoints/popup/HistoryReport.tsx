/**
 * "Report a wrong verdict" for one decision in the popup's history: the same
 * form as the review window, sent with the scan's request id (remote) or kept
 * on this device (local engine), and the answer says which.
 * A small piece the history row can place wherever its layout wants it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportForm, type Report } from '../../components/review/ReportForm';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { PagesApi } from '../../lib/messaging/pages';
import { reportInputFor } from '../../lib/reports/input';
import { REPORTS_KEY } from './ReportsNotice';

export function HistoryReport({ api, id, verdict }: { api: PagesApi; id: string; verdict: string }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const send = async (report: Report): Promise<string> => {
    const entry = await api.getHistoryEntry(id);
    if (!entry) throw new Error('this decision is no longer in the history');
    const status = await api.sendReport(reportInputFor(entry.request, report, entry.verdict));
    void client.invalidateQueries({ queryKey: REPORTS_KEY });
    return status.message;
  };
  if (!open) {
    return (
      <button type="button" className="pf-link" data-testid="history-report" onClick={() => setOpen(true)}>
        {s.historyReport}
      </button>
    );
  }
  return (
    <div className="pf-history__report" data-testid="history-report-form">
      <ReportForm onReport={send} defaultEvent={verdict === 'Benign' ? 'FALSE_NEGATIVE' : 'FALSE_POSITIVE'} initiallyOpen onCancel={() => setOpen(false)} />
    </div>
  );
}
