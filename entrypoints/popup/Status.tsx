/** Protected / paused, which scanner runs, and the pause buttons. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { PagesApi } from '../../lib/messaging/pages';
import { ALL_SITES } from '../../lib/pages/host-access';
import { PAUSE_CHOICES, pauseEnd, type PauseChoice } from '../../lib/settings/pause';
import { formatTime } from './format';

export const STATUS_KEY = ['pages', 'status'];

export function Status({ api, timeZone }: { api: PagesApi; timeZone?: string | undefined }) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => api.getStatus() });
  const pause = useMutation({
    mutationFn: (until: number | null) => api.setPause(until),
    onSuccess: (next) => client.setQueryData(STATUS_KEY, next),
  });
  const [granting, setGranting] = useState(false);
  const [grantError, setGrantError] = useState<string | null>(null);

  /**
   * permissions.request needs the user gesture: it is called here, in the
   * click handler, with nothing awaited before it (a mutation would await
   * first and Firefox would refuse), and not through the background.
   */
  function grantHostAccess(): void {
    setGranting(true);
    setGrantError(null);
    browser.permissions.request(ALL_SITES)
      .catch((error: unknown) => setGrantError(String(error)))
      .finally(() => {
        setGranting(false);
        void client.invalidateQueries({ queryKey: STATUS_KEY });
      });
  }

  if (status.isError) return <p className="pf-error" role="alert">{s.failed(String(status.error))}</p>;
  if (!status.data) return <p className="pf-muted">{s.loading}</p>;
  const st = status.data;
  const covered = st.protected && st.hostAccess;
  const title = covered
    ? s.statusProtected
    : st.protected
      ? s.statusNoHostAccess
      : st.pausedIndefinitely || st.pausedUntil === null
      ? s.statusPausedIndefinitely
      : s.statusPausedUntil(formatTime(st.pausedUntil, timeZone));

  return (
    <section className="pf-section" aria-labelledby="pf-status-title" data-testid="popup-status">
      <h1 className={`pf-verdict__title ${covered ? 'pf-verdict--benign' : 'pf-verdict--warning'}`} id="pf-status-title" data-testid="status-title">
        {title}
      </h1>
      {covered ? <p className="pf-muted">{s.statusProtectedDetail}</p> : null}
      {!st.protected ? <p className="pf-muted">{s.statusPausedDetail}</p> : null}
      {!st.hostAccess ? (
        <div className="pf-notice" data-testid="host-access-warning">
          <p>{s.hostAccessMissing}</p>
          <button type="button" className="pf-button pf-button--primary" data-testid="grant-host-access" disabled={granting} onClick={grantHostAccess}>
            {s.hostAccessGrant}
          </button>
          {grantError !== null ? <p className="pf-error">{s.failed(grantError)}</p> : null}
        </div>
      ) : null}
      <p data-testid="status-scanner">{st.scanner === 'local' ? s.statusLocalEngine : s.statusRemote}</p>
      {st.queuedReports > 0 ? <p className="pf-muted">{s.statusQueuedReports(st.queuedReports)}</p> : null}
      <PhishingListLine api={api} timeZone={timeZone} />
      {st.protected ? (
        <PauseChoices disabled={pause.isPending} onPause={(choice) => pause.mutate(pauseEnd(choice, Date.now()))} />
      ) : (
        <div className="pf-popup__buttons">
          <button type="button" className="pf-button pf-button--primary" disabled={pause.isPending} onClick={() => pause.mutate(null)}>
            {s.resume}
          </button>
        </div>
      )}
      {pause.isError ? <p className="pf-error" role="alert">{s.failed(String(pause.error))}</p> : null}
    </section>
  );
}

const CHOICE_LABELS: Record<PauseChoice, string> = { 'quarter-hour': s.pauseQuarterHour, hour: s.pauseHour, tomorrow: s.pauseTomorrow };

/** Pausing asks for how long first: every pause ends by itself, none in one click. */
function PauseChoices({ disabled, onPause }: { disabled: boolean; onPause: (choice: PauseChoice) => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <div className="pf-popup__buttons">
        <button type="button" className="pf-button pf-button--secondary" aria-expanded={false} onClick={() => setAsking(true)}>{s.pauseOpen}</button>
      </div>
    );
  }
  return (
    <div className="pf-pause" role="group" aria-labelledby="pf-pause-question" data-testid="pause-choices">
      <p id="pf-pause-question">{s.pauseQuestion}</p>
      <div className="pf-popup__buttons">
        {PAUSE_CHOICES.map((choice) => (
          <button key={choice} type="button" className="pf-button pf-button--secondary" disabled={disabled} onClick={() => onPause(choice)}>{CHOICE_LABELS[choice]}</button>
        ))}
        <button type="button" className="pf-link" onClick={() => setAsking(false)}>{s.pauseCancel}</button>
      </div>
    </div>
  );
}

/** When the phishing list in use was updated (read from storage: the list itself stays in the background). */
function PhishingListLine({ api, timeZone }: { api: PagesApi; timeZone?: string | undefined }) {
  const info = useQuery({ queryKey: ['knowledge', 'phishing-list'], queryFn: () => api.phishingListInfo() });
  if (!info.data) return null;
  const { updated, entries, bundled, lastError } = info.data;
  const when = bundled ? updated : formatTime(Date.parse(updated), timeZone);
  return (
    <p className="pf-muted" data-testid="phishing-list-status">
      {bundled ? s.phishingListBundled(when, entries) : s.phishingListUpdated(when, entries)}
      {lastError !== undefined ? <><br />{s.phishingListRefreshFailed(lastError)}</> : null}
    </p>
  );
}
