/**
 * Minimal review page: the head of the queue, its scan state and the two
 * decisions. The real components (components/) replace the body; the
 * data-testids stay.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import type { PendingRequest } from '../../lib/messaging/extension';
import { sendMessage } from '../../lib/messaging/extension';
import type { ScanOutcome } from '../../lib/scan/outcome';

const QUEUE_KEY = ['queue'];

function scanText(scan: ScanOutcome): string {
  if (scan.state === 'scanning') return 'Scanning…';
  if (scan.state === 'unavailable') return `Scan unavailable: ${scan.reason}`;
  return scan.response.validation?.result_type ?? 'Scanned (no verdict)';
}

export function App() {
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

  const decide = useMutation({
    mutationFn: (d: { id: string; decision: 'approve' | 'reject' }) => sendMessage('decide', d),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });

  const pending = queue.data?.pending ?? [];
  const head: PendingRequest | undefined = pending[0];

  useEffect(() => {
    if (!head) return;
    const onKey = (event: KeyboardEvent) => {
      if (!document.hasFocus() || decide.isPending) return;
      if (event.key === 'Enter') decide.mutate({ id: head.id, decision: 'approve' });
      if (event.key === 'Escape') decide.mutate({ id: head.id, decision: 'reject' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [head, decide]);

  if (queue.isError) return <main data-testid="review-root">Could not load the queue: {String(queue.error)}</main>;
  if (!head) return <main data-testid="review-root">{queue.isLoading ? 'Loading…' : 'Nothing to review.'}</main>;

  return (
    <main data-testid="review-root" data-request-id={head.id}>
      {pending.length > 1 && (
        <p data-testid="review-position">
          {`1 of ${pending.length}`}
        </p>
      )}
      <h1 data-testid="review-method">{head.method}</h1>
      <p data-testid="review-origin">{head.origin}</p>
      <p data-testid="review-verdict" data-verdict={head.scan.state === 'done' ? (head.scan.response.validation?.result_type ?? 'none').toLowerCase() : head.scan.state}>
        {scanText(head.scan)}
      </p>
      <button data-testid="reject" disabled={decide.isPending} onClick={() => decide.mutate({ id: head.id, decision: 'reject' })}>
        Reject
      </button>
      <button data-testid="approve" disabled={decide.isPending} onClick={() => decide.mutate({ id: head.id, decision: 'approve' })}>
        Approve
      </button>
    </main>
  );
}
