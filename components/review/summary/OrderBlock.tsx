/** A listing or offer as "You give / You get", then its fees and anything paid to others. */
import type { ReactNode } from 'react';
import type { OrderLine, OrderSummary } from '../../../lib/format/order';
import { shortAddress } from '../../../lib/format/address';
import { strings } from '../../../lib/i18n/strings';

function Lines({ lines, testId }: { lines: OrderLine[]; testId: string }) {
  if (lines.length === 0) return <span className="pf-muted" data-testid={testId}>{strings.youGetNothing}</span>;
  return (
    <ul className="pf-give-get__items" data-testid={testId}>
      {lines.map((l, i) => (
        <li key={i} title={l.token}>
          {l.text}
          {l.usd ? <span className="pf-muted" data-testid="give-get-usd"> {strings.usdValue(l.usd)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function GiveGet({ give, get, children }: { give: OrderLine[]; get: OrderLine[]; children?: ReactNode }) {
  return (
    <div className="pf-give-get" data-testid="give-get">
      <div className="pf-give-get__side pf-give-get__side--give">
        <span className="pf-give-get__label">{strings.youGive}</span>
        <Lines lines={give} testId="you-give" />
      </div>
      <div className="pf-give-get__side pf-give-get__side--get">
        <span className="pf-give-get__label">{strings.youGet}</span>
        <Lines lines={get} testId="you-get" />
      </div>
      {children}
    </div>
  );
}

export function OrderBlock({ summary, ends }: { summary: OrderSummary; ends: string | undefined }) {
  return (
    <GiveGet give={summary.give} get={summary.get}>
      {summary.fees.map((f, i) => (
        <p key={`fee-${i}`} className="pf-muted" data-testid="order-fee">
          {strings.feeTo(f.recipientName ?? '')} {f.text}
        </p>
      ))}
      {summary.others.map((o, i) => (
        <p key={`other-${i}`} className="pf-strong-warning" data-testid="order-other" title={o.recipient}>
          {strings.alsoPaidTo(o.recipientName ?? shortAddress(o.recipient ?? ''))}: {o.text}
        </p>
      ))}
      {ends ? <p className="pf-muted" data-testid="order-ends">{ends}</p> : null}
    </GiveGet>
  );
}
