/** A Sign-In with Ethereum message as fields; a site, account or network that is not the request's is marked. */
import type { SiweFields } from '../../../lib/format/siwe';
import { formatDate } from '../../../lib/format/date';
import { chainName } from '../../../lib/format/chain';
import { strings } from '../../../lib/i18n/strings';
import { AddressText } from '../common';

/** The asking site's host name (an origin's port adds nothing a person can check). */
function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin;
  }
}

export function SignIn({ fields, origin, timeZone }: { fields: SiweFields; origin: string; timeZone: string | undefined }) {
  const dateOpts = timeZone ? { timeZone } : {};
  const { mismatch } = fields;
  return (
    <div className="pf-summary" data-testid="sign-in">
      {mismatch.domain ? (
        <p className="pf-strong-warning" role="alert" data-testid="sign-in-mismatch">
          {strings.signInSiteMismatch(fields.domain, hostOf(origin))}
        </p>
      ) : null}
      <dl className="pf-rows">
        <div className="pf-row">
          <dt>{strings.signInTo}</dt>
          <dd className={mismatch.domain ? 'pf-strong-warning' : undefined} data-testid="sign-in-site">
            <strong>{fields.domain}</strong>
          </dd>
        </div>
        {fields.address ? (
          <div className="pf-row">
            <dt>{strings.signInAccount}</dt>
            <dd className={mismatch.address ? 'pf-strong-warning' : undefined}>
              <AddressText address={fields.address} copy={false} />
              {mismatch.address ? <span> — {strings.signInAccountMismatch}</span> : null}
            </dd>
          </div>
        ) : null}
        {fields.chainId !== undefined ? (
          <div className="pf-row">
            <dt>{strings.signInNetwork}</dt>
            <dd className={mismatch.chain ? 'pf-strong-warning' : undefined}>
              {chainName(fields.chainId)}
              {mismatch.chain ? <span> — {strings.signInChainMismatch}</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="pf-row">
          <dt>{strings.signInExpires}</dt>
          <dd data-testid="sign-in-expiry">{fields.expirationTime ? formatDate(fields.expirationTime, dateOpts) : strings.signInNoExpiry}</dd>
        </div>
      </dl>
      {fields.statement ? <p className="pf-muted">{fields.statement}</p> : null}
    </div>
  );
}
