/**
 * A request's contract calls, as the background decoded them (lib/calls):
 * for each, the called address, the value in the chain's coin, and the
 * function with its arguments or the code a deployment carries. Rendering
 * only: no decoder, no viem in the review page.
 */
import type { CallView, RequestCalls } from '../../lib/calls/schema';
import { boundedAmount } from '../../lib/format/swap-words';
import type { NameOf } from '../../lib/format/names';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';

function OneCall({ view, nameOf }: { view: CallView; nameOf?: NameOf | undefined }) {
  const { to, value, deploy, call, swap } = view;
  return (
    <div className="pf-call">
      <dl className="pf-rows">
        {to ? (
          <div className="pf-row">
            <dt>{strings.to}</dt>
            <dd><AddressText address={to} name={nameOf?.(to)} /></dd>
          </div>
        ) : null}
        {value?.kind === 'amount' ? (
          <div className="pf-row">
            <dt>{strings.value}</dt>
            <dd data-testid="tx-value">{value.text}</dd>
          </div>
        ) : null}
        {value?.kind === 'unreadable' ? (
          <div className="pf-row">
            <dt>{strings.value}</dt>
            <dd data-testid="tx-value" className="pf-strong-warning">{strings.unreadableValue(value.raw)}</dd>
          </div>
        ) : null}
      </dl>
      {deploy ? (
        <p data-testid="decoded-call" data-deploy="yes">
          <strong>{strings.intentTitle('deploy')}</strong>: {strings.deployDetail(deploy.bytes)}
        </p>
      ) : null}
      {swap ? <p data-testid="decoded-swap"><strong>{strings.swapLine(boundedAmount(swap.give), boundedAmount(swap.get))}</strong></p> : null}
      {call?.kind === 'none' ? <p className="pf-muted">{strings.noCallData}</p> : null}
      {call?.kind === 'unknown' ? <p data-testid="decoded-call">{strings.unknownFunction(call.selector)}</p> : null}
      {call?.kind === 'unknown' && call.tableUnavailable ? <p className="pf-muted" data-testid="function-names-unavailable">{strings.functionTableUnavailable}</p> : null}
      {call?.kind === 'known' ? (
        <div data-testid="decoded-call">
          <p className="pf-call__name">
            {strings.functionCall(call.name)} <code className="pf-muted">{call.signature}</code>
          </p>
          {call.argsNotShown ? <p className="pf-muted">{strings.callArgsNotShown}</p> : null}
          <dl className="pf-rows">
            {call.args.map((a, i) => (
              <div key={`${a.name}-${i}`} className="pf-row">
                <dt>{a.name}</dt>
                <dd>{a.address ? <AddressText address={a.address} name={nameOf?.(a.address)} /> : a.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/** `raw`: eth_sendRawTransaction's hex, shown as signed when it does not parse. */
export function Calls({ calls, raw, nameOf }: { calls: RequestCalls; raw: string | undefined; nameOf?: NameOf | undefined }) {
  switch (calls.kind) {
    case 'call':
      return <OneCall view={calls.call} nameOf={nameOf} />;
    case 'batch':
      return (
        <ol className="pf-calls">
          {calls.calls.map((c, i) => (
            <li key={i}>
              <h3 className="pf-subtitle">{c.deploy ? strings.callDeploys(i + 1) : strings.callIndex(i + 1)}</h3>
              <OneCall view={c} nameOf={nameOf} />
            </li>
          ))}
        </ol>
      );
    case 'unparsed':
      // A history entry whose params were too large to keep has no hex left to show.
      return raw === undefined ? null : <pre className="pf-raw">{raw}</pre>;
  }
}
