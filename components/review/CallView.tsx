/**
 * One contract call of a request, decoded: the called address, the value in
 * the chain's coin, and the function with its arguments (amounts in the
 * called token's units when the scan knows its decimals).
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { formatTokenAmount, parseRawAmount } from '../../lib/format/amount';
import { decodeCall, type CallToken } from '../../lib/format/calldata';
import { nativeCurrency } from '../../lib/format/chain';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';

/** The called contract as a token, from the assets the scan describes (decimals are needed to scale amounts). */
function calledToken(response: EvmScanResponse | undefined, to: string): CallToken | undefined {
  const sim = response?.simulation;
  const assets = [
    ...Object.values(sim?.exposures ?? {}).flat().map((e) => e.asset),
    ...Object.values(sim?.assets_diffs ?? {}).flat().map((d) => d.asset),
  ];
  const asset = assets.find((a) => a.address?.toLowerCase() === to.toLowerCase() && a.decimals !== undefined);
  return asset?.decimals === undefined ? undefined : { symbol: asset.symbol, decimals: asset.decimals };
}


export function CallView({ to, value, data, chainId, response }: { to: string | null | undefined; value: string | undefined; data: string | undefined; chainId: number | undefined; response: EvmScanResponse | undefined }) {
  const call = decodeCall(data, to ? calledToken(response, to) : undefined);
  const native = nativeCurrency(chainId);
  const raw = parseRawAmount(value);
  return (
    <div className="pf-call">
      <dl className="pf-rows">
        {to ? (
          <div className="pf-row">
            <dt>{strings.to}</dt>
            <dd><AddressText address={to} /></dd>
          </div>
        ) : null}
        {raw !== undefined && raw > 0n ? (
          <div className="pf-row">
            <dt>{strings.value}</dt>
            <dd data-testid="tx-value">{`${formatTokenAmount(raw, native.decimals)} ${native.symbol}`}</dd>
          </div>
        ) : null}
      </dl>
      {call.kind === 'none' ? <p className="pf-muted">{strings.noCallData}</p> : null}
      {call.kind === 'unknown' ? <p data-testid="decoded-call">{strings.unknownFunction(call.selector)}</p> : null}
      {call.kind === 'known' ? (
        <div data-testid="decoded-call">
          <p className="pf-call__name">
            {strings.functionCall(call.name)} <code className="pf-muted">{call.signature}</code>
          </p>
          <dl className="pf-rows">
            {call.args.map((a, i) => (
              <div key={`${a.name}-${i}`} className="pf-row">
                <dt>{a.name}</dt>
                <dd>{a.address ? <AddressText address={a.address} /> : a.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

