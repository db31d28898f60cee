/**
 * The review of a Solana request, in the EVM review's layout: the site and
 * cluster, the verdict, the decision bar, what leaves and enters, who gains
 * control, the fee, then what the request says (instructions in words, the
 * message, the sign-in) and the findings.
 */
import { useLayoutEffect, useRef } from 'react';
import { verdictOf } from '../../../lib/format/scan-view';
import { DecisionBar } from '../DecisionBar';
import { Header } from '../Header';
import { ReadsNote } from '../ReadsNote';
import { requestGate } from '../request-gate';
import { useAction, type ReviewViewProps } from '../ReviewView';
import { Findings, VerdictBanner } from '../VerdictBanner';
import { SolanaChanges, SolanaFees, SolanaRequestSays } from './SolanaSections';
import { solanaView } from './solana-view';

export function SolanaReview({ request, position, onApprove, onReject, onRetry, readOnly, unavailablePolicy }: ReviewViewProps) {
  const view = solanaView(request);
  const verdict = verdictOf(request.scan);
  const [approving, approve] = useAction(onApprove, true);
  const [rejecting, reject] = useAction(onReject, true);
  const [retrying, retry] = useAction(onRetry, false);
  const verdictRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    verdictRef.current?.focus({ preventScroll: true });
  }, []);
  const scanning = request.scan.state === 'scanning';
  // The user's RPC failed: the verdict is from what the request says; Approve asks for a deliberate click, as EVM (#25).
  const reads = request.scan.state === 'done' ? request.scan.reads : undefined;
  return (
    <div className="pf-review" data-testid="review-view" data-request-id={request.id} data-chain="solana">
      <Header request={request} position={position} title={request.title} network={view?.cluster ?? 'Solana'} />
      <VerdictBanner bannerRef={verdictRef} verdict={verdict} onRetry={retry} retrying={retrying} changesBelow={Boolean(view && (view.assets.length > 0 || view.authorities.length > 0))} />
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
      {view ? <SolanaChanges view={view} scanning={scanning} /> : null}
      {view && view.fees.length > 0 ? <SolanaFees fees={view.fees} /> : null}
      <Findings verdict={verdict} />
      {view ? <SolanaRequestSays view={view} /> : null}
    </div>
  );
}
