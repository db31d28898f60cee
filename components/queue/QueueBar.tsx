/**
 * The queue above the review when more than one request waits: how many, the
 * site and kind of each (oldest first, the one on screen marked) and "Reject
 * all", which rejects exactly the requests listed here (lib/broker/reject-all.ts):
 * one that arrives after the click stays for review.
 */
import { useState } from 'react';
import { siteParts } from '../../lib/format/site';
import { queueStrings as q } from '../../lib/i18n/queue-strings';
import type { PendingRequest } from '../../lib/messaging/extension';

/** More than this and the rest is a count: the review below must keep its room at 400×600. */
const LISTED = 3;

export interface QueueBarProps {
  pending: readonly PendingRequest[];
  /** The request the review below shows. */
  currentId: string;
  /** Rejects these ids; rejects (throws) when the background refused. */
  onRejectAll: (ids: string[]) => Promise<void>;
}

export function QueueBar({ pending, currentId, onRejectAll }: QueueBarProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (pending.length < 2) return null;
  const listed = pending.slice(0, LISTED);
  const rejectAll = (): void => {
    setBusy(true);
    setFailed(false);
    onRejectAll(pending.map((p) => p.id)).catch(() => setFailed(true)).finally(() => setBusy(false));
  };
  return (
    <section className="pf-queue" aria-label={q.listLabel} data-testid="review-queue">
      <div className="pf-queue__head">
        <h2 className="pf-queue__title" data-testid="queue-count">{q.waiting(pending.length)}</h2>
        <button type="button" className="pf-button pf-button--secondary pf-queue__reject-all" data-testid="reject-all" disabled={busy} onClick={rejectAll}>
          {q.rejectAll(pending.length)}
        </button>
      </div>
      <ol className="pf-queue__list">
        {listed.map((p) => <QueueItem key={p.id} request={p} current={p.id === currentId} />)}
      </ol>
      {pending.length > listed.length ? <p className="pf-queue__more">{q.more(pending.length - listed.length)}</p> : null}
      {failed ? <p className="pf-error" role="alert">{q.rejectAllFailed}</p> : null}
    </section>
  );
}

function QueueItem({ request, current }: { request: PendingRequest; current: boolean }) {
  // The registrable domain tells sites apart (a lookalike differs there); the title says what is asked.
  const site = siteParts(request.sandbox?.top ?? request.origin);
  return (
    <li className="pf-queue__item" aria-current={current ? 'true' : undefined} data-testid="queue-item">
      <strong className="pf-queue__site">{site.domain}{site.port}</strong>
      <span className="pf-queue__kind">{request.title ?? request.method}</span>
      {current ? <span className="pf-queue__here">{q.onScreen}</span> : null}
    </li>
  );
}
