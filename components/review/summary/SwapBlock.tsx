/** A swap as "You give / You get": bounds said in words, the output's recipient when it is not the user, the deadline as a date. */
import type { SwapView } from '../../../lib/calls/schema';
import { formatDate, type DateOptions } from '../../../lib/format/date';
import type { NameOf } from '../../../lib/format/names';
import type { OrderLine } from '../../../lib/format/order';
import { strings } from '../../../lib/i18n/strings';
import { AddressText } from '../common';
import { GiveGet } from './OrderBlock';
import { boundedAmount } from '../../../lib/format/swap-words';

function line(side: SwapView['give']): OrderLine {
  const text = boundedAmount(side);
  return { text, ...(side.token ? { token: side.token } : {}), ...(side.usd ? { usd: side.usd } : {}) };
}

export function SwapBlock({ swap, nameOf, dateOpts }: { swap: SwapView; nameOf: NameOf; dateOpts: DateOptions }) {
  return (
    <GiveGet give={[line(swap.give)]} get={[line(swap.get)]}>
      {swap.recipient ? (
        <p className="pf-strong-warning" data-testid="swap-recipient">
          {strings.swapPaidTo} <AddressText address={swap.recipient} name={nameOf(swap.recipient)} />
        </p>
      ) : null}
      {swap.deadline !== undefined ? (
        <p className="pf-muted" data-testid="swap-deadline">
          {strings.swapUntil(formatDate(new Date(swap.deadline * 1000), dateOpts))}
        </p>
      ) : null}
    </GiveGet>
  );
}
