import { useQuery } from '@tanstack/react-query';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { PagesApi } from '../../lib/messaging/pages';

/** The wrong-verdict reports kept on this machine, and their export as JSON. */
export function StoredReports({ api }: { api: PagesApi }) {
  const reports = useQuery({ queryKey: ['pages', 'storedReports'], queryFn: () => api.getStoredReports() });
  const list = reports.data ?? [];
  const exportJson = () => {
    const blob = new Blob([JSON.stringify(list, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'preflight-reports.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className="pf-section">
      <h2 className="pf-section__title">{s.reportsHeading}</h2>
      <p>{s.reportsCount(list.length)}</p>
      {list.length > 0 ? <button type="button" className="pf-button pf-button--secondary" onClick={exportJson}>{s.exportReports}</button> : null}
    </section>
  );
}
