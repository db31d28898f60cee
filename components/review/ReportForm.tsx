/** "This is wrong": a short false-positive / false-negative report. */
import { useId, useState, type FormEvent } from 'react';
import { strings } from '../../lib/i18n/strings';

export type ReportEvent = 'FALSE_POSITIVE' | 'FALSE_NEGATIVE';
export interface Report {
  event: ReportEvent;
  details: string;
}
export type ReportState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message?: string } | { status: 'error'; message: string };

export interface ReportFormProps {
  /** Resolves with what became of the report (sent, queued, kept on this device), shown to the user. */
  onReport: (report: Report) => Promise<string | void>;
  /** Which choice to preselect: a flagged request is more likely a false positive. */
  defaultEvent?: ReportEvent;
  /** Controlled state, when the page tracks the report itself; otherwise the form tracks the promise. */
  reportState?: ReportState | undefined;
  /** Start with the form shown (the popup's history opens it on request). */
  initiallyOpen?: boolean;
  /** Called when the form is cancelled; it then closes. */
  onCancel?: () => void;
}

export function ReportForm({ onReport, defaultEvent = 'FALSE_POSITIVE', reportState, initiallyOpen = false, onCancel }: ReportFormProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [event, setEvent] = useState<ReportEvent>(defaultEvent);
  const [details, setDetails] = useState('');
  const [own, setOwn] = useState<ReportState>({ status: 'idle' });
  const state = reportState ?? own;
  const id = useId();

  if (state.status === 'sent') {
    return <p className="pf-report__sent" role="status" data-testid="report-sent">{state.message ?? strings.reportSent}</p>;
  }
  if (!open) {
    return (
      <button type="button" className="pf-link" data-testid="report-open" onClick={() => setOpen(true)}>
        {strings.reportLink}
      </button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOwn({ status: 'sending' });
    onReport({ event, details: details.trim() }).then(
      (message) => setOwn(typeof message === 'string' ? { status: 'sent', message } : { status: 'sent' }),
      (err: unknown) => setOwn({ status: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  };
  const sending = state.status === 'sending';
  return (
    <form className="pf-report" onSubmit={submit} data-decision-keys="off" data-testid="report-form" aria-labelledby={`${id}-h`}>
      <h2 className="pf-section__title" id={`${id}-h`}>{strings.reportHeading}</h2>
      <fieldset className="pf-report__choices">
        <label>
          <input type="radio" name={`${id}-event`} value="FALSE_POSITIVE" checked={event === 'FALSE_POSITIVE'} onChange={() => setEvent('FALSE_POSITIVE')} data-testid="report-false-positive" />
          {strings.reportFalsePositive}
        </label>
        <label>
          <input type="radio" name={`${id}-event`} value="FALSE_NEGATIVE" checked={event === 'FALSE_NEGATIVE'} onChange={() => setEvent('FALSE_NEGATIVE')} data-testid="report-false-negative" />
          {strings.reportFalseNegative}
        </label>
      </fieldset>
      <label className="pf-report__details" htmlFor={`${id}-details`}>{strings.reportDetails}</label>
      <textarea id={`${id}-details`} value={details} onChange={(e) => setDetails(e.target.value)} maxLength={2000} rows={3} data-testid="report-details" />
      <div className="pf-report__actions">
        <button type="button" className="pf-button pf-button--secondary" onClick={() => { setOpen(false); onCancel?.(); }} disabled={sending}>{strings.reportCancel}</button>
        <button type="submit" className="pf-button pf-button--primary" disabled={sending} data-testid="report-send">
          {sending ? strings.reportSending : strings.reportSend}
        </button>
      </div>
      {state.status === 'error' ? <p className="pf-error" role="alert" data-testid="report-error">{strings.reportFailed(state.message)}</p> : null}
    </form>
  );
}
