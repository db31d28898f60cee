/**
 * What the request asks, before any detail: a listing's "You give / You get",
 * a sign-in's fields, a Safe transaction's call, a deployment's new contract.
 * Read from the request itself (names from the scan), so it shows while the
 * scan runs. Other kinds say it in their title and the sections below.
 */
import type { PendingRequest } from '../../lib/messaging/extension';
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { calledToken } from '../../lib/format/called-token';
import { nativeCurrency } from '../../lib/format/chain';
import { formatExpiry } from '../../lib/format/date';
import { intentOf } from '../../lib/format/intent';
import { classifyRequest, decodePersonalMessage } from '../../lib/format/method';
import { assetNamesFromScan, type NameOf } from '../../lib/format/names';
import { seaportOrderSummary } from '../../lib/format/order';
import { readSiwe } from '../../lib/format/siwe';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';
import { OrderBlock } from './summary/OrderBlock';
import { SafeTx } from './summary/SafeTx';
import { SignIn } from './summary/SignIn';
import { SwapBlock } from './summary/SwapBlock';
import type { RequestCalls, SwapView } from '../../lib/calls/schema';

export interface SummaryProps {
  request: PendingRequest;
  response: EvmScanResponse | undefined;
  nameOf: NameOf;
  timeZone: string | undefined;
}

function NewContract({ address }: { address: string | undefined }) {
  return (
    <div className="pf-summary" data-testid="new-contract">
      <dl className="pf-rows">
        <div className="pf-row">
          <dt>{strings.newContractAddress}</dt>
          <dd>{address ? <AddressText address={address} /> : <span className="pf-muted">{strings.newContractUnknown}</span>}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The first call of the request that is a swap (a batch's approval comes before it). */
function swapOf(calls: RequestCalls | undefined): SwapView | undefined {
  if (calls?.kind === 'call') return calls.call.swap;
  if (calls?.kind === 'batch') return calls.calls.find((c) => c.swap)?.swap;
  return undefined;
}

export function Summary({ request, response, nameOf, timeZone }: SummaryProps) {
  const req = classifyRequest(request.method, request.params);
  const intent = intentOf(req);
  const native = nativeCurrency(request.chainId);
  const dateOpts = timeZone ? { timeZone } : {};
  if (req.kind === 'order_seaport' && req.typedData && (intent === 'listing' || intent === 'offer')) {
    const assetName = assetNamesFromScan(response);
    const summary = seaportOrderSummary(req.typedData, request.account, { assetName, nameOf, native, tokenOf: (a) => calledToken(response, a) });
    if (!summary) return null;
    const end = formatExpiry(req.typedData.message.endTime, dateOpts);
    const ends = end === undefined ? undefined : intent === 'listing' ? strings.listingEnds(end) : strings.offerEnds(end);
    return <OrderBlock summary={summary} ends={ends} />;
  }
  if (req.kind === 'personal_sign' && intent === 'sign_in' && req.message !== undefined) {
    const fields = readSiwe(decodePersonalMessage(req.message).text, { origin: request.origin, account: request.account, chainId: request.chainId });
    return fields ? <SignIn fields={fields} origin={request.origin} timeZone={timeZone} /> : null;
  }
  if (intent === 'safe_tx' && 'typedData' in req && req.typedData) return <SafeTx td={req.typedData} nameOf={nameOf} native={native} />;
  const swap = intent === 'swap' ? swapOf(request.calls) : undefined;
  if (swap) return <SwapBlock swap={swap} nameOf={nameOf} dateOpts={dateOpts} />;
  if (intent === 'deploy' && request.calls?.kind === 'call') return <NewContract address={request.calls.call.deploy?.address} />;
  return null;
}
