/** A Safe transaction (SafeTx typed data): which Safe, what it calls, what it sends, and how. */
import type { TypedData } from '../../../lib/format/typed-data';
import { formatTokenAmount, parseRawAmount } from '../../../lib/format/amount';
import type { NameOf } from '../../../lib/format/names';
import { strings } from '../../../lib/i18n/strings';
import { AddressText } from '../common';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function SafeTx({ td, nameOf, native }: { td: TypedData; nameOf: NameOf; native: { symbol: string; decimals: number } }) {
  const m = td.message;
  const safe = td.domain.verifyingContract;
  const to = typeof m.to === 'string' && ADDRESS.test(m.to) ? m.to : undefined;
  const value = parseRawAmount(text(m.value));
  const delegate = Number(m.operation) === 1;
  return (
    <div className="pf-summary" data-testid="safe-tx">
      <dl className="pf-rows">
        {safe ? (
          <div className="pf-row">
            <dt>{strings.safeAccount}</dt>
            <dd><AddressText address={safe} name={nameOf(safe)} /></dd>
          </div>
        ) : null}
        {to ? (
          <div className="pf-row">
            <dt>{strings.safeTo}</dt>
            <dd><AddressText address={to} name={nameOf(to)} /></dd>
          </div>
        ) : null}
        {value !== undefined && value > 0n ? (
          <div className="pf-row">
            <dt>{strings.safeValue}</dt>
            <dd>{`${formatTokenAmount(value, native.decimals)} ${native.symbol}`}</dd>
          </div>
        ) : null}
        <div className="pf-row">
          <dt>{strings.safeOperation}</dt>
          <dd className={delegate ? 'pf-strong-warning' : undefined} data-testid="safe-operation">{delegate ? strings.safeDelegateCall : strings.safeCall}</dd>
        </div>
      </dl>
    </div>
  );
}
