/**
 * Beside the first-stage verdict (#25): the reads it did not need (contract
 * checks, simulation) are still running, or could not be made; the verdict
 * stands either way.
 */
import type { Reads } from '../../lib/scan/outcome';
import { strings } from '../../lib/i18n/strings';

export function ReadsNote({ reads, onRetry, retrying }: { reads: Reads | undefined; onRetry?: (() => void) | undefined; retrying?: boolean | undefined }) {
  if (!reads) return null;
  if (reads.state === 'pending') {
    return <p className="pf-muted" role="status" data-testid="reads-note" data-reads="pending">{strings.readsPending}</p>;
  }
  return (
    <div className="pf-notice" data-testid="reads-note" data-reads="unavailable">
      <p>{strings.readsUnavailable(reads.message)}</p>
      {onRetry ? (
        <button type="button" className="pf-button pf-button--secondary" data-testid="retry" onClick={onRetry} disabled={retrying}>
          {strings.retry}
        </button>
      ) : null}
    </div>
  );
}
