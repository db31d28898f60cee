/**
 * The review window's content for one pending request. Props-driven: the page
 * owns the queue and the messaging; this only shows and reports decisions.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { PendingRequest } from '../../lib/messaging/extension';
import { accountEffects, siteIsTheDanger, verdictOf, type AccountEffects, type Verdict } from '../../lib/format/scan-view';
import { classifyRequest, deployedCodeSizes, isTransactionKind } from '../../lib/format/method';
import { intentOf } from '../../lib/format/intent';
import { namesFromScan } from '../../lib/format/names';
import { AssetChanges } from './AssetChanges';
import { DecisionBar } from './DecisionBar';
import { ReadsNote } from './ReadsNote';
import { requestGate } from './request-gate';
import { Exposures } from './Exposures';
import { Header } from './Header';
import { Summary } from './Summary';
import { NetworkFee } from './NetworkFee';
import { AddressDetails, ReportForm, RequestDetails } from './lazy';
import type { Report, ReportState } from './ReportForm';
import { useDecisionKeys } from './useDecisionKeys';
import { Findings, VerdictBanner } from './VerdictBanner';


export interface ReviewViewProps {
  request: PendingRequest;
  /** Zero-based index of this request in the queue, and the queue length; "1 of 3" shows when total > 1. */
  position?: { index: number; total: number };
  onApprove: () => void | Promise<void>;
  onReject: () => void | Promise<void>;
  onRetry: () => void | Promise<void>;
  onReport: (report: Report) => Promise<string | void>;
  /** Controlled report state; without it the form follows onReport's promise. */
  reportState?: ReportState;
  /** Show without Approve / Reject (a request already decided, a preview). */
  readOnly?: boolean;
  /** Install Enter / Escape handling here instead of calling useDecisionKeys in the page. */
  decisionKeys?: boolean;
  /** IANA time zone for dates; the user's own by default. */
  timeZone?: string;
  /** The user's policy when a scan is unavailable: 'block' allows only Reject until a scan has finished. */
  unavailablePolicy?: 'warn' | 'block';
}

/**
 * The request's verdict, when it is about this address: a finding names it (at that finding's level), or
 * it is a spender of the grant. When the danger is the site, the contract it asks for (the real Permit2)
 * is not what is flagged.
 */
function flaggedAs(verdict: Verdict, effects: AccountEffects | undefined, address: string): 'Warning' | 'Malicious' | undefined {
  if (verdict.kind !== 'warning' && verdict.kind !== 'malicious') return undefined;
  const lower = address.toLowerCase();
  const levels = verdict.features.filter((f) => f.address?.toLowerCase() === lower).map((f) => f.type);
  if (levels.includes('Malicious')) return 'Malicious';
  if (levels.includes('Warning')) return 'Warning';
  if (siteIsTheDanger(verdict)) return undefined;
  const spender = effects?.exposures.some((e) => Object.keys(e.spenders).some((s) => s.toLowerCase() === lower)) ?? false;
  if (!spender) return undefined;
  return verdict.kind === 'malicious' ? 'Malicious' : 'Warning';
}

export function ReviewView(props: ReviewViewProps) {
  useDecisionKeys(props.decisionKeys === true && !props.readOnly);
  // A new request starts with fresh local state (risk checkbox, busy flags, report form).
  return <ReviewContent key={props.request.id} {...props} />;
}

/** Runs a callback that may return a promise; `busy` until it settles, cleared again if it fails. */
export function useAction(fn: () => void | Promise<void>, keepBusyOnSuccess: boolean): [boolean, () => void] {
  const [busy, setBusy] = useState(false);
  // A ref, not the state: two clicks in one frame both see the old state.
  const running = useRef(false);
  const run = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    Promise.resolve()
      .then(fn)
      .then(
        () => {
          if (keepBusyOnSuccess) return;
          running.current = false;
          setBusy(false);
        },
        () => {
          running.current = false;
          setBusy(false);
        },
      );
  };
  return [busy, run];
}

function ReviewContent({ request, position, onApprove, onReject, onRetry, onReport, reportState, readOnly, timeZone, unavailablePolicy }: ReviewViewProps) {
  const scan = request.scan;
  const verdict = verdictOf(scan);
  const [approving, approve] = useAction(onApprove, true);
  const [rejecting, reject] = useAction(onReject, true);
  const [retrying, retry] = useAction(onRetry, false);
  const response = scan.state === 'done' ? scan.response : undefined;
  // The first-stage verdict's reads (#25): still running, or not made.
  const reads = scan.state === 'done' ? scan.reads : undefined;
  const effects = response ? accountEffects(response, request.account) : undefined;
  const details = response?.simulation?.address_details ?? {};
  const nameOf = namesFromScan(response);
  const classified = classifyRequest(request.method, request.params);
  const intent = intentOf(classified);
  const verdictRef = useRef<HTMLDivElement>(null);
  // Each request starts at the top with the verdict focused (a screen reader reads it first; the next Tab is Reject).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    verdictRef.current?.focus({ preventScroll: true });
  }, []);

  // The page around this view owns the <main> landmark. The decision bar follows the verdict in the
  // document (Reject is the first control after it) and is placed at the bottom by CSS.
  return (
    <div className="pf-review" data-testid="review-view" data-request-id={request.id}>
      <Header request={request} position={position} />
      <VerdictBanner bannerRef={verdictRef} verdict={verdict} onRetry={retry} retrying={retrying} nameOf={nameOf} changesBelow={effects !== undefined && (effects.diffs.length > 0 || effects.exposures.length > 0)} />
      <ReadsNote reads={reads} onRetry={readOnly ? undefined : retry} retrying={retrying} />
      {readOnly ? null : (
        <DecisionBar
          verdict={verdict.kind}
          reads={reads?.state}
          onApprove={approve}
          onReject={reject}
          busy={approving || rejecting}
          {...requestGate(request, unavailablePolicy)}
        />
      )}
      <Summary request={request} response={response} nameOf={nameOf} timeZone={timeZone} />
      <AssetChanges effects={effects} scanning={scan.state === 'scanning' || reads?.state === 'pending'} signature={!isTransactionKind(classified.kind)} swap={intent === 'swap'} deploys={intent === 'deploy'} />
      {effects ? <Exposures exposures={effects.exposures} nameOf={nameOf} timeZone={timeZone} usdExposure={effects.usdExposure} holdings={scan.state === 'done' && scan.source === 'remote'} signatureDeadline={classified.kind === 'permit'} /> : null}
      {/* After what moves and what is granted: the fee is paid whatever the request does. */}
      {(classified.kind === 'send_transaction' || classified.kind === 'sign_transaction') && scan.state === 'done' ? <NetworkFee response={response} tx={classified.tx} chainId={request.chainId} unverified={effects?.unverified} /> : null}
      {classified.kind === 'send_calls' && scan.state === 'done' ? (
        <NetworkFee response={response} tx={undefined} chainId={request.chainId} unverified={effects?.unverified} batch={{ calls: classified.batch?.calls.length ?? 0 }} />
      ) : null}
      <Findings verdict={verdict} nameOf={nameOf} />
      <RequestDetails nameOf={nameOf} chainId={request.chainId} method={request.method} params={request.params} calls={request.calls} response={response} timeZone={timeZone} />
      {scan.state === 'done' ? <AddressDetails details={details} extended={scan.addresses} nameOf={nameOf} flaggedAs={(a) => flaggedAs(verdict, effects, a)} deploys={deployedCodeSizes(classified).length > 0} account={request.account} /> : null}
      {scan.state === 'done' ? (
        <div className="pf-report-area">
          <ReportForm onReport={onReport} reportState={reportState} defaultEvent={verdict.kind === 'benign' ? 'FALSE_NEGATIVE' : 'FALSE_POSITIVE'} />
        </div>
      ) : null}
    </div>
  );
}
