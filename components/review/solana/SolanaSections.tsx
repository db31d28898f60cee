/** The Solana review's sections (see ./SolanaReview.tsx); each reads the view model of ./solana-view.ts. */
import { AddressText, Section, Skeleton } from '../common';
import { solanaStrings as s } from './strings';
import type { SolanaFeeLine, SolanaView } from './solana-view';

/** What leaves and enters, and who gains control; a note when nothing was simulated. */
export function SolanaChanges({ view, scanning }: { view: SolanaView; scanning: boolean }) {
  if (scanning) {
    return (
      <Section title={s.changesHeading} testId="asset-changes" className="pf-section--loading">
        <Skeleton />
      </Section>
    );
  }
  const transaction = view.scan.transactions !== undefined;
  return (
    <>
      {transaction ? (
        <Section title={s.changesHeading} testId="asset-changes">
          {view.assets.length === 0 ? (
            <p className="pf-muted" data-testid="solana-no-simulation">{view.details?.source === 'rpc' ? '' : s.noSimulation}</p>
          ) : (
            <ul className="pf-list">
              {view.assets.map((line) => (
                <li key={line.key} className={`pf-asset pf-asset--${line.direction}`} data-direction={line.direction}>
                  <span className="pf-asset__main">
                    <span className="pf-asset__label pf-muted">{line.direction === 'out' ? s.youSend : s.youReceive}</span>
                    <span className="pf-asset__amount" data-testid="asset-amount">{line.amount}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
      {view.authorities.length > 0 ? (
        <Section title={s.authoritiesHeading} testId="solana-authorities">
          <ul className="pf-list">
            {view.authorities.map((line) => (
              <li key={line.key}>
                {line.text} {s.toLabel} <AddressText address={line.to} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

export function SolanaFees({ fees }: { fees: SolanaFeeLine[] }) {
  return (
    <Section title={s.feeHeading} testId="network-fee">
      <ul className="pf-list">
        {fees.map((fee) => (
          <li key={fee.index} data-testid="solana-fee">
            {fees.length > 1 ? `${s.transactionN(fee.index + 1)}: ` : ''}
            {s.fee(fee.base, fee.priority)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What the request itself says: instructions in words, the message, the sign-in fields. */
export function SolanaRequestSays({ view }: { view: SolanaView }) {
  const message = view.details?.message;
  const signIn = view.scan.sign_in;
  return (
    <>
      {view.instructions.length > 0 ? (
        <Section title={s.instructionsHeading} testId="solana-instructions">
          <ol className="pf-list">
            {view.instructions.map((ix) => (
              <li key={ix.key}>
                {ix.text}
                {ix.durableNonce ? <p className="pf-strong-warning">{s.durableNonce}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {view.scan.message !== undefined ? (
        <Section title={s.messageHeading} testId="solana-message">
          {message?.is_transaction ? <p className="pf-strong-warning">{s.messageIsTransaction}</p> : null}
          {message?.text !== undefined ? <pre className="pf-message">{message.text}</pre> : <p className="pf-muted">{s.messageNotText}</p>}
        </Section>
      ) : null}
      {signIn ? (
        <Section title={s.signInHeading} testId="solana-sign-in">
          <dl className="pf-fields">
            {Object.entries(signIn)
              .filter(([, v]) => typeof v === 'string')
              .map(([k, v]) => (
                <div key={k}>
                  <dt>{s.signInField(k)}</dt>
                  <dd>{String(v)}</dd>
                </div>
              ))}
          </dl>
        </Section>
      ) : null}
    </>
  );
}
