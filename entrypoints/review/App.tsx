/**
 * The review window: the head of the queue in ReviewView, decisions through
 * the background. The queue comes from the feed main.tsx started before this
 * chunk loaded; the history view and report sending load on demand.
 */
import { lazy, StrictMode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { Report } from '../../components/review/ReportForm';
import { QueueBar } from '../../components/queue/QueueBar';
import { ReviewView } from '../../components/review/ReviewView';
import { SolanaReview } from '../../components/review/solana/SolanaReview';
import { verdictKindOf } from '../../lib/format/verdict-kinds';
import { isSolanaMethod } from '../../lib/messaging/solana-method';
import { useDecisionKeys } from '../../components/review/useDecisionKeys';
import { reviewStrings } from '../../lib/i18n/strings';
import type { PendingRequest } from '../../lib/messaging/extension';
import { sendMessage } from '../../lib/messaging/review-channel';
import type { QueueFeed } from './queue-feed';

const HistoryReview = lazy(() => import('./HistoryReview'));

const report = (request: PendingRequest, input: Report): Promise<string> => import('./report').then((m) => m.sendReport(request, input));

function QueueReview({ feed }: { feed: QueueFeed }) {
  const { queue, error } = useSyncExternalStore(feed.subscribe, feed.get);
  useDecisionKeys();

  const pending = queue?.pending ?? [];
  const head = pending[0];
  // Marks on the page's performance timeline for `npm run bench:interception` (request → buttons, → verdict).
  const shown = head ? `${head.id}:${head.scan.state === 'scanning' ? 'scanning' : 'verdict'}` : undefined;
  useEffect(() => {
    if (shown) performance.mark(`preflight:review:${shown}`);
  }, [shown]);
  if (error !== undefined && !queue) return <main data-testid="review-root">{reviewStrings.queueError(error)}</main>;
  if (!head) return <main data-testid="review-root">{queue ? reviewStrings.nothingToReview : reviewStrings.loading}</main>;

  // A Solana request has its own sections in the same layout (components/review/solana).
  const View = isSolanaMethod(head.method) ? SolanaReview : ReviewView;
  return (
    <main data-testid="review-root" data-request-id={head.id} data-method={head.method} className={pending.length > 1 ? 'pf-queued' : undefined}>
      <QueueBar
        pending={pending}
        currentId={head.id}
        onRejectAll={async (ids) => {
          if (!(await sendMessage('rejectAll', { ids })).ok) throw new Error('rejection refused');
        }}
      />
      <View
        key={head.id}
        request={head}
        position={{ index: 0, total: pending.length }}
        unavailablePolicy={queue?.unavailablePolicy}
        onApprove={async () => {
          // Refused (the policy, or already decided elsewhere): give the buttons back rather than leave them waiting.
          // `seen`: the background refuses when a later stage raised the verdict after this render.
          if (!(await sendMessage('decide', { id: head.id, decision: 'approve', seen: verdictKindOf(head.scan) })).ok) throw new Error('approval refused');
        }}
        onReject={async () => {
          if (!(await sendMessage('decide', { id: head.id, decision: 'reject' })).ok) throw new Error('rejection refused');
        }}
        onRetry={async () => {
          await sendMessage('retryScan', head.id);
        }}
        onReport={(r) => report(head, r)}
      />
    </main>
  );
}

export function start({ historyId, feed }: { historyId: string | null; feed: QueueFeed | undefined }): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      {historyId ? (
        <Suspense fallback={<main data-testid="review-root">{reviewStrings.loading}</main>}>
          <HistoryReview id={historyId} />
        </Suspense>
      ) : feed ? (
        <QueueReview feed={feed} />
      ) : (
        // /review-shell.js did not run (it starts the feed): say so rather than show an empty window.
        <main data-testid="review-root">{reviewStrings.queueError('the review page did not start')}</main>
      )}
    </StrictMode>,
  );
}
