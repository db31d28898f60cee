/**
 * `?history=<id>`: a past decision, read-only (opened from the popup's
 * history). Its own chunk: the queue review never loads it.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ReviewView } from '../../components/review/ReviewView';
import { formatDate } from '../../lib/format/date';
import { reviewStrings } from '../../lib/i18n/strings';
import { messagingPagesApi } from '../../lib/messaging/pages';
import { sendReport } from './report';

function HistoryEntry({ id }: { id: string }) {
  const entry = useQuery({ queryKey: ['history', id], queryFn: () => messagingPagesApi.getHistoryEntry(id) });
  if (entry.isLoading) return <main data-testid="review-root">{reviewStrings.loading}</main>;
  if (!entry.data) return <main data-testid="review-root">{reviewStrings.historyMissing}</main>;
  const request = entry.data.request;
  return (
    <main data-testid="review-root" data-request-id={request.id} data-method={request.method}>
      <p className="pf-history-decision" role="status" data-testid="history-decision">
        {reviewStrings.pastDecision(entry.data.decision, formatDate(new Date(entry.data.decidedAt)))}
      </p>
      <ReviewView request={request} readOnly onApprove={() => undefined} onReject={() => undefined} onRetry={() => undefined} onReport={(r) => sendReport(request, r, entry.data?.verdict)} />
    </main>
  );
}

export default function HistoryReview({ id }: { id: string }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <HistoryEntry id={id} />
    </QueryClientProvider>
  );
}
