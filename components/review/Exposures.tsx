/** Every permission the request grants: who can spend what, how much, until when. */
import type { Exposure } from '../../lib/api/schemas/evm';
import { nameAddressesIn } from '../../lib/format/address';
import type { NameOf } from '../../lib/format/names';
import { grantAmount } from '../../lib/format/exposure';
import { formatExpiry } from '../../lib/format/date';
import { stakeOf, stakeStrings, stakeText } from '../../lib/format/stake';
import { strings } from '../../lib/i18n/strings';
import { AddressText, Section, TokenLogo } from './common';

/**
 * `usdExposure`: USD at stake per spender (`total_usd_exposure`). `holdings`: the scanner's
 * per-spender `exposure` is what the user holds (the service), not the approval echoed (the engine).
 */
/**
 * `signatureDeadline`: an ERC-2612 permit, whose only date is the signature's deadline (the scanner
 * reports it as the grant's expiry): the allowance itself never expires, the signature can be used until then.
 */
export function Exposures({ exposures, nameOf, timeZone, usdExposure, holdings = false, signatureDeadline = false }: { exposures: Exposure[]; nameOf: NameOf; timeZone?: string | undefined; usdExposure?: Record<string, string> | undefined; holdings?: boolean; signatureDeadline?: boolean }) {
  const rows = exposures.flatMap((exposure, i) =>
    Object.entries(exposure.spenders).map(([spender, s]) => ({ key: `${i}-${spender}`, exposure, spender, s })),
  );
  if (rows.length === 0) return null;
  return (
    <Section title={strings.exposuresHeading} testId="exposures">
      <ul className="pf-list">
        {rows.map(({ key, exposure, spender, s }) => {
          const amount = grantAmount(exposure, spender);
          const expiry = formatExpiry(s.expiration, timeZone ? { timeZone } : {});
          const stake = stakeOf(exposure, spender, { usdBySpender: usdExposure, holdings });
          return (
            <li key={key} className="pf-exposure" data-testid="exposure">
              <TokenLogo url={exposure.asset.logo_url} symbol={exposure.asset.symbol} address={exposure.asset.address} />
              <div className="pf-exposure__main">
                <div className="pf-exposure__asset">{exposure.asset.symbol ?? exposure.asset.name ?? strings.unknownAsset}</div>
                {amount ? (
                  <div className={amount.unlimited ? 'pf-exposure__amount pf-strong-warning' : 'pf-exposure__amount'} data-testid="exposure-amount">
                    {amount.text}
                  </div>
                ) : null}
                {stake ? (
                  <div className="pf-exposure__stake" data-testid="exposure-stake">
                    <span className="pf-muted">{stakeStrings.label}: </span>
                    {stake.amount === undefined ? (
                      <strong className="pf-nowrap">{stakeText(stake)}</strong>
                    ) : (
                      <>
                        <strong>{stake.amount}</strong>
                        {/* The USD figure stays on one line ("(≈ $1,250.00)" never splits after "≈"). */}
                        {stake.usd === undefined ? null : (
                          <>
                            {' '}
                            <span className="pf-nowrap">({stakeStrings.usd(stake.usd)})</span>
                          </>
                        )}
                      </>
                    )}
                  </div>
                ) : null}
                <div className="pf-exposure__spender">
                  <span className="pf-muted">{strings.spenderLabel}: </span>
                  <AddressText address={spender} name={nameOf(spender)} />
                </div>
                {signatureDeadline ? (
                  <>
                    <div className="pf-muted" data-testid="exposure-expiry">{strings.permitNoExpiry}</div>
                    {expiry && expiry !== strings.neverExpires ? <div className="pf-muted" data-testid="signature-deadline">{strings.signatureUsableUntil(expiry)}</div> : null}
                  </>
                ) : expiry ? (
                  <div className="pf-muted" data-testid="exposure-expiry">{expiry === strings.neverExpires ? expiry : strings.expires(expiry)}</div>
                ) : null}
                {s.summary ? <div className="pf-muted">{nameAddressesIn(s.summary, nameOf)}</div> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
