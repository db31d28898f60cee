/**
 * Approve / Reject. On a Malicious verdict Approve stays disabled until the
 * person ticks "I understand the risk"; without a scan it says so on the button.
 */
import { useId, useState } from 'react';
import type { VerdictKind } from '../../lib/format/scan-view';
import { strings } from '../../lib/i18n/strings';

export interface DecisionBarProps {
  verdict: VerdictKind;
  onApprove: () => void;
  onReject: () => void;
  /** A decision was sent: both buttons wait. */
  busy?: boolean;
  /** Why Approve is not allowed at all (the user's "block when unavailable" policy); Reject stays. */
  approveBlocked?: string | undefined;
}

export function DecisionBar({ verdict, onApprove, onReject, busy = false, approveBlocked }: DecisionBarProps) {
  const [accepted, setAccepted] = useState(false);
  const riskId = useId();
  const malicious = verdict === 'malicious';
  const label = verdict === 'unavailable' ? strings.approveWithoutScan : verdict === 'scanning' ? strings.approveWithoutWaiting : strings.approve;
  const approveDisabled = busy || approveBlocked !== undefined || (malicious && !accepted);
  return (
    <div className={`pf-decision pf-decision--${verdict}`} data-testid="decision-bar">
      {malicious ? (
        <label className="pf-accept-risk" htmlFor={riskId}>
          <input id={riskId} type="checkbox" data-testid="accept-risk" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          {strings.acceptRisk}
        </label>
      ) : null}
      <div className="pf-decision__buttons">
        <button type="button" className={`pf-button ${malicious ? 'pf-button--primary' : 'pf-button--secondary'}`} data-testid="reject" onClick={onReject} disabled={busy}>
          {strings.reject}
        </button>
        <button
          type="button"
          className={`pf-button ${malicious ? 'pf-button--danger' : verdict === 'benign' ? 'pf-button--primary' : 'pf-button--caution'}`}
          data-testid="approve"
          data-enter-key={malicious || verdict === 'scanning' ? 'off' : 'on'}
          onClick={onApprove}
          disabled={approveDisabled}
        >
          {label}
        </button>
      </div>
      {approveBlocked !== undefined ? <p className="pf-muted" data-testid="approve-blocked">{approveBlocked}</p> : null}
      {busy ? <p className="pf-muted" role="status">{strings.decisionSent}</p> : null}
    </div>
  );
}
