/**
 * One contract call of a request, decoded: the called address, the value in
 * the chain's coin, and the function with its arguments (amounts in the
 * called token's units when the scan knows its decimals).
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { formatTokenAmount } from '../../lib/format/amount';
import { decodeCall } from '../../lib/format/calldata';
import { calledToken } from './called-token';
import { nativeCurrency } from '../../lib/format/chain';
import { createsContract } from '../../lib/format/method';
import type { NameOf } from '../../lib/format/names';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';



/** A transaction quantity as the wallet reads it: 0x-hex only; anything else is unreadable, never 0. */
function quantity(value: string | undefined): { raw: bigint } | { unreadable: string } | undefined {
  if (value === undefined) return undefined;
  if (/^0x[0-9a-fA-F]+$/.test(value.trim())) return { raw: BigInt(value.trim()) };
  return { unreadable: value };
}

export function CallView({ to, value, data, chainId, response, nameOf }: { to: string | null | undefined; value: string | undefined; data: string | undefined; chainId: number | undefined; response: EvmScanResponse | undefined; nameOf?: NameOf | undefined }) {
  // No recipient but code: the transaction creates a contract.
  const deploy = createsContract({ to, data });
  const call = deploy ? undefined : decodeCall(data, to ? calledToken(response, to) : undefined);
  const native = nativeCurrency(chainId);
  const amount = quantity(value);
  return (
    <div className="pf-call">
      <dl className="pf-rows">
        {to ? (
          <div className="pf-row">
            <dt>{strings.to}</dt>
            <dd><AddressText address={to} name={nameOf?.(to)} /></dd>
          </div>
        ) : null}
        {amount && 'raw' in amount && amount.raw > 0n ? (
          <div className="pf-row">
            <dt>{strings.value}</dt>
            <dd data-testid="tx-value">{`${formatTokenAmount(amount.raw, native.decimals)} ${native.symbol}`}</dd>
          </div>
        ) : null}
        {amount && 'unreadable' in amount ? (
          <div className="pf-row">
            <dt>{strings.value}</dt>
            <dd data-testid="tx-value" className="pf-strong-warning">{strings.unreadableValue(amount.unreadable)}</dd>
          </div>
        ) : null}
      </dl>
      {deploy && data ? (
        <p data-testid="decoded-call" data-deploy="yes">
          <strong>{strings.deployTitle}</strong>: {strings.deployDetail((data.length - 2) / 2)}
        </p>
      ) : null}
      {call?.kind === 'none' ? <p className="pf-muted">{strings.noCallData}</p> : null}
      {call?.kind === 'unknown' ? <p data-testid="decoded-call">{strings.unknownFunction(call.selector)}</p> : null}
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

