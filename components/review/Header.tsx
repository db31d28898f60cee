/** Who is asking, on which network, for which account, and what, in plain words. */
import { useState } from 'react';
import type { PendingRequest } from '../../lib/messaging/extension';
import { chainLabel } from '../../lib/format/chain';
import { requestKind } from '../../lib/format/method';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';

function SiteIcon({ favIconUrl, host }: { favIconUrl: string | undefined; host: string }) {
  const [failed, setFailed] = useState(false);
  if (favIconUrl && !failed && /^(https?:|data:image\/)/.test(favIconUrl)) {
    return <img className="pf-favicon" src={favIconUrl} alt="" width={20} height={20} onError={() => setFailed(true)} referrerPolicy="no-referrer" />;
  }
  return (
    <span className="pf-favicon pf-favicon--fallback" aria-hidden="true">
      {(host.replace(/^www\./, '')[0] ?? '?').toUpperCase()}
    </span>
  );
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host || origin;
  } catch {
    return origin;
  }
}

export function Header({ request }: { request: PendingRequest }) {
  const host = hostOf(request.origin);
  const insecure = request.origin.startsWith('http:');
  return (
    <header className="pf-header" data-testid="review-header">
      <div className="pf-header__site">
        <SiteIcon favIconUrl={request.favIconUrl} host={host} />
        <span className="pf-header__origin" title={request.origin} data-testid="review-origin">
          {insecure ? request.origin : host}
        </span>
      </div>
      <h1 className="pf-header__method" data-testid="review-method">
        {strings.methodTitle(requestKind(request.method, request.params))}
      </h1>
      <dl className="pf-header__facts">
        <div>
          <dt>{strings.networkLabel}</dt>
          <dd data-testid="review-chain">{chainLabel(request.chainId)}</dd>
        </div>
        <div>
          <dt>{strings.accountLabel}</dt>
          <dd data-testid="review-account">{request.account ? <AddressText address={request.account} /> : strings.unknownAccount}</dd>
        </div>
      </dl>
    </header>
  );
}
