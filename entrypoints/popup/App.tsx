/**
 * Toolbar popup (360 px): status and pause, the last decisions, and the
 * lookup tools. All data comes from the background through the pages
 * protocol; `api` is injectable so tests run the popup on the real handlers.
 */
import { useQuery } from '@tanstack/react-query';
import { browser } from 'wxt/browser';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import { messagingPagesApi, type PagesApi } from '../../lib/messaging/pages';
import { History } from './History';
import { PolicyNotice } from './PolicyNotice';
import { ReportsNotice } from './ReportsNotice';
import { STATUS_KEY, Status } from './Status';
import { AddressCheck, AssetLookup, SolanaLookup } from './Tools';

/** The read-only review of a past decision: the review page reads `history` and loads the entry. */
export function historyReviewUrl(id: string): string {
  return browser.runtime.getURL(`/review.html?history=${encodeURIComponent(id)}`);
}

async function openHistoryReview(id: string): Promise<void> {
  await browser.windows.create({ url: historyReviewUrl(id), type: 'popup', width: 420, height: 680 });
}

export interface AppProps {
  api?: PagesApi;
  onOpenHistory?: (id: string) => void;
  timeZone?: string;
}

export function App({ api = messagingPagesApi, onOpenHistory, timeZone }: AppProps) {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => api.getStatus() });
  const open = onOpenHistory ?? ((id: string) => void openHistoryReview(id));
  return (
    <main className="pf-popup" data-testid="popup-root">
      <Status api={api} timeZone={timeZone} />
      <PolicyNotice api={api} onOpen={open} timeZone={timeZone} />
      <ReportsNotice api={api} timeZone={timeZone} />
      <History api={api} onOpen={open} timeZone={timeZone} />
      <AddressCheck api={api} />
      {status.data?.hasApiKey ? (
        <>
          <SolanaLookup api={api} />
          <AssetLookup api={api} />
        </>
      ) : null}
      <button type="button" className="pf-link" onClick={() => void browser.runtime.openOptionsPage()}>{s.openOptions}</button>
    </main>
  );
}
