/**
 * The review window: the head of the queue in ReviewView, decisions and
 * reports through the background. `?history=<id>` shows a past decision
 * read-only (opened from the popup's history).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import { ReviewView, useDecisionKeys, type Report } from '../../components/review';
import { sendMessage, type PendingRequest } from '../../lib/messaging/extension';
import { messagingPagesApi } from '../../lib/messaging/pages';
import { reviewStrings } from '../../lib/i18n/strings';
import { verdictOfRequest } from '../../lib/history';
import { reportInputFor } from '../../lib/reports';
import { getSettings } from '../../lib/settings';

const QUEUE_KEY = ['queue'];

/** Sends (or queues, or keeps) the report; resolves with the sentence telling the user which. */
async function report(request: PendingRequest, input: Report, verdict?: string): Promise<string> {
  const status = await messagingPagesApi.sendReport(reportInputFor(request, input, verdict ?? verdictOfRequest(request)));
  return status.message;
}

function HistoryReview({ id }: { id: string }) {
  const entry = useQuery({ queryKey: ['history', id], queryFn: () => messagingPagesApi.getHistoryEntry(id) });
  if (entry.isLoading) return <main data-testid="review-root">{reviewStrings.loading}</main>;
  if (!entry.data) return <main data-testid="review-root">{reviewStrings.historyMissing}</main>;
  const request = entry.data.request;
  return (
    <main data-testid="review-root" data-request-id={request.id} data-method={request.method}>
      <p className="pf-history-decision" role="status" data-testid="history-decision">
        {reviewStrings.pastDecision(entry.data.decision, new Date(entry.data.decidedAt).toLocaleString())}
      </p>
      <ReviewView request={request} readOnly onApprove={() => undefined} onReject={() => undefined} onRetry={() => undefined} onReport={(r) => report(request, r, entry.data?.verdict)} />
    </main>
  );
}

function QueueReview() {
  const client = useQueryClient();
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => sendMessage('getQueue'),
    // The background writes the queue to storage.session; a change refetches at once, the interval is a safety net.
    refetchInterval: 1000,
  });
  useEffect(() => {
    const onChanged = (_changes: unknown, area: string) => {
      if (area === 'session') void client.invalidateQueries({ queryKey: QUEUE_KEY });
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [client]);
  useDecisionKeys();

  const decide = useMutation({
    mutationFn: (d: { id: string; decision: 'approve' | 'reject' }) => sendMessage('decide', d),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  // Read at use time (no reload needed after a change in the options page).
  const settings = useQuery({ queryKey: ['settings'], queryFn: getSettings, refetchInterval: 2000 });
  const retry = useMutation({
    mutationFn: (id: string) => sendMessage('retryScan', id),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });

  const pending = queue.data?.pending ?? [];
  const head = pending[0];
  if (queue.isError) return <main data-testid="review-root">{reviewStrings.queueError(String(queue.error))}</main>;
  if (!head) return <main data-testid="review-root">{queue.isLoading ? reviewStrings.loading : reviewStrings.nothingToReview}</main>;

  return (
    <main data-testid="review-root" data-request-id={head.id} data-method={head.method}>
      <ReviewView
        key={head.id}
        request={head}
        position={{ index: 0, total: pending.length }}
        unavailablePolicy={settings.data?.unavailablePolicy}
        onApprove={async () => {
          // Refused (the policy, or already decided elsewhere): give the buttons back rather than leave them waiting.
          if (!(await decide.mutateAsync({ id: head.id, decision: 'approve' })).ok) throw new Error('approval refused');
        }}
        onReject={async () => {
          if (!(await decide.mutateAsync({ id: head.id, decision: 'reject' })).ok) throw new Error('rejection refused');
        }}
        onRetry={async () => { await retry.mutateAsync(head.id); }}
        onReport={(r) => report(head, r)}
      />
    </main>
  );
}

export function App() {
  const historyId = new URLSearchParams(window.location.search).get('history');
  return historyId ? <HistoryReview id={historyId} /> : <QueueReview />;
}
