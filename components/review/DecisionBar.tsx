/**
 * Reject / Approve. Reject comes first (in tab order and on screen). Approve
 * acts only once the window has been visible and focused for a moment (a
 * stray keystroke or click meant for the page never approves); on a
 * Malicious verdict, and whenever nothing complete has judged the request
 * (no verdict yet, scan unavailable, reads still running or not made: a page
 * that stalls its reads gains nothing, #25), it also waits for "I understand
 * the risk", with the reason said. Enter approves only a complete Benign
 * verdict: anything else takes a deliberate click.
 */
import { useId, useRef, useState, type MouseEvent } from 'react';
import type { VerdictKind } from '../../lib/format/verdict-kind';
import { strings } from '../../lib/i18n/strings';
import { clickCounts, deliberateReason, type ReadsState } from './approve-gate';
import { useApproveGate } from './useApproveGate';

export interface DecisionBarProps {
  verdict: VerdictKind;
  onApprove: () => void;
  onReject: () => void;
  /** The first-stage verdict's reads (contract checks, simulation): still running, or not made. */
  reads?: ReadsState | undefined;
  /** A decision was sent: both buttons wait. */
  busy?: boolean;
  /** Why Approve is not allowed at all (the user's "block when unavailable" policy); Reject stays. */
  approveBlocked?: string | undefined;
  /**
   * Nothing to decide: the request already went to the wallet without Preflight (a bypass warning).
   * One button closes the warning; there is no Approve.
   */
  dismissOnly?: boolean;
  /** What the dismiss-only bar says (default: the bypass note). */
  dismissNote?: string | undefined;
}

export function DecisionBar({ dismissOnly, dismissNote, ...props }: DecisionBarProps) {
  if (!dismissOnly) return <Decide {...props} />;
  // Same slot and test id as Reject (Escape closes it too); the background settles it as a dismissal.
  return (
    <div className="pf-decision pf-decision--dismiss" data-testid="decision-bar">
      <div className="pf-decision__buttons">
        <button type="button" className="pf-button pf-button--primary" data-testid="reject" data-action="dismiss" onClick={props.onReject} disabled={props.busy}>
          {strings.dismissBypass}
        </button>
      </div>
      <p className="pf-muted" data-testid="dismiss-note">{dismissNote ?? strings.dismissBypassNote}</p>
    </div>
  );
}

const LABELS = {
  unavailable: strings.approveWithoutScan,
  scanning: strings.approveWithoutWaiting,
  readsPending: strings.approveWithoutWaiting,
  readsUnavailable: strings.approveWithoutSimulation,
} as const;

function Decide({ verdict, reads, onApprove, onReject, busy = false, approveBlocked }: Omit<DecisionBarProps, 'dismissOnly'>) {
  // The box counts for the reason it was ticked under: a verdict that turns Malicious after it was ticked for "still running" asks again.
  const [acceptedFor, setAcceptedFor] = useState<string | undefined>(undefined);
  const riskId = useId();
  const { armed, gate } = useApproveGate();
  const lastPointerDown = useRef<number | undefined>(undefined);
  const malicious = verdict === 'malicious';
  const why = deliberateReason(verdict, reads);
  const needsRisk = malicious || why !== undefined;
  const riskKey = `${verdict}:${reads ?? ''}`;
  const accepted = acceptedFor === riskKey;
  const label = why ? LABELS[why] : strings.approve;
  const approveDisabled = busy || !armed || approveBlocked !== undefined || (needsRisk && !accepted);
  const approveClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (!clickCounts(e.detail, lastPointerDown.current, gate.current?.armedAt())) return;
    onApprove();
  };
  return (
    <div className={`pf-decision pf-decision--${verdict}`} data-testid="decision-bar">
      <div className="pf-decision__buttons">
        <button type="button" className={`pf-button ${malicious ? 'pf-button--primary' : 'pf-button--secondary'}`} data-testid="reject" onClick={onReject} disabled={busy}>
          {strings.reject}
        </button>
        <button
          type="button"
          className={`pf-button ${malicious ? 'pf-button--danger' : verdict === 'benign' ? 'pf-button--primary' : 'pf-button--caution'}`}
          data-testid="approve"
          data-armed={armed ? 'yes' : 'no'}
          data-enter-key={verdict === 'benign' && !needsRisk ? 'on' : 'off'}
          onPointerDown={() => {
            lastPointerDown.current = Date.now();
          }}
          onClick={approveClick}
          disabled={approveDisabled}
        >
          {label}
        </button>
      </div>
      {/* After the buttons in tab order (Reject comes first), above them on screen (CSS order). */}
      {needsRisk ? (
        <label className="pf-accept-risk" htmlFor={riskId}>
          <input id={riskId} type="checkbox" data-testid="accept-risk" checked={accepted} onChange={(e) => setAcceptedFor(e.target.checked ? riskKey : undefined)} />
          {strings.acceptRisk}
        </label>
      ) : null}
      {why ? <p className="pf-muted" data-testid="approve-why" data-why={why}>{strings.approveWhy[why]}</p> : null}
      {approveBlocked !== undefined ? <p className="pf-muted" data-testid="approve-blocked">{approveBlocked}</p> : null}
      {busy ? <p className="pf-muted" role="status">{strings.decisionSent}</p> : null}
    </div>
  );
}
