/**
 * Who is asking and what, in two short lines: the site (registrable domain in
 * bold, "Not secure" on plain http), the queue position, then the request in
 * plain words with the network and account.
 */
import type { PendingRequest } from '../../lib/messaging/extension';
import { chainName } from '../../lib/format/chain';
import { requestTitle } from '../../lib/format/method';
import { siteParts } from '../../lib/format/site';
import { strings } from '../../lib/i18n/strings';
import { AddressText } from './common';

/** A letter, never the site's own favicon: loading it would be a request to the site while the review renders. */
function SiteIcon({ favIconUrl, domain }: { favIconUrl: string | undefined; domain: string }) {
  if (favIconUrl && favIconUrl.startsWith('data:image/')) {
    return <img className="pf-favicon" src={favIconUrl} alt="" width={20} height={20} />;
  }
  return (
    <span className="pf-favicon pf-favicon--fallback" aria-hidden="true">
      {(domain[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** `title` / `network`: set for a request that is not EVM (a Solana request names its cluster, not a chain id). */
export function Header({ request, position, title, network }: { request: PendingRequest; position?: { index: number; total: number } | undefined; title?: string; network?: string }) {
  // The request's own site, the one scanned (#25): a sandboxed frame's is never its parent's; the top site follows below.
  const origin = request.origin;
  const site = origin === 'null' ? { ...siteParts(origin), domain: strings.noOwnSite } : siteParts(origin);
  return (
    <header className="pf-header" data-testid="review-header">
      <div className="pf-header__site">
        <SiteIcon favIconUrl={request.favIconUrl} domain={site.domain} />
        <span className="pf-header__origin" title={origin} data-testid="review-origin" data-origin={origin}>
          {site.scheme === 'http' ? <span className="pf-header__prefix">http://</span> : null}
          {site.prefix ? <span className="pf-header__prefix">{site.prefix}</span> : null}
          <strong className="pf-header__domain" data-testid="review-domain">{site.domain}</strong>
          {site.port ? <span className="pf-header__prefix">{site.port}</span> : null}
        </span>
        {site.insecure ? <span className="pf-tag pf-tag--malicious" data-testid="not-secure">{strings.notSecure}</span> : null}
        {position && position.total > 1 ? (
          <span className="pf-position" data-testid="review-position" aria-label={strings.queueLabel}>
            {strings.queuePosition(position.index + 1, position.total)}
          </span>
        ) : null}
      </div>
      {request.sandbox ? <p className="pf-muted" data-testid="review-frame">{strings.sandboxedFrameInside(siteParts(request.sandbox.top).domain)}</p> : null}
      {request.bypass ? <p className="pf-strong-warning" role="alert" data-testid="review-bypass">{strings.bypassWarning}</p> : null}
      {request.refused ? (
        <p className="pf-strong-warning" role="alert" data-testid="review-refused" data-evasion={request.refused.evasion ? 'yes' : 'no'}>
          {strings.refusedWarning(request.refused.why, request.refused.evasion)}
        </p>
      ) : null}
      <h1 className="pf-header__method" data-testid="review-method">
        {title ?? requestTitle(request.method, request.params)}
      </h1>
      <p className="pf-header__facts">
        <span data-testid="review-chain" title={network !== undefined || request.chainId === undefined ? strings.networkLabel : `${strings.networkLabel}: ${request.chainId}`}>{network ?? (request.chainId === undefined ? strings.unknownNetwork : chainName(request.chainId))}</span>
        <span aria-hidden="true"> · </span>
        <span data-testid="review-account" title={strings.accountLabel}>
          {request.account ? <AddressText address={request.account} copy={false} /> : strings.unknownAccount}
        </span>
      </p>
    </header>
  );
}
