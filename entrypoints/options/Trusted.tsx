/**
 * Trusted sites: add / remove, optional expiry, methods covered, and the
 * "approve Benign silently" opt-in, which needs the methods named and an end
 * date at most 30 days ahead (the background checks the same: autoApprovesNow).
 */
import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../lib/format/date';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import { AUTO_APPROVAL_MAX_MS, autoApprovesNow } from '../../lib/settings/policy';
import type { TrustedSite } from '../../lib/settings/schema';
import { originOf } from './form';

/** Why this entry cannot be added, or undefined when it can. */
export function trustedSiteError(site: TrustedSite, now: number): string | undefined {
  if (site.expiresAt !== undefined && site.expiresAt <= now) return s.trustedExpiryPast;
  if (!site.autoApproveBenign) return undefined;
  if (!site.methods || site.methods.length === 0) return s.trustedAutoApproveNeedsMethods;
  if (site.expiresAt === undefined) return s.trustedAutoApproveNeedsExpiry;
  if (site.expiresAt - now > AUTO_APPROVAL_MAX_MS) return s.trustedAutoApproveTooLong;
  return undefined;
}

export function TrustedSites({ sites, onChange }: { sites: TrustedSite[]; onChange: (sites: TrustedSite[]) => void }) {
  const id = useId();
  const [origin, setOrigin] = useState('');
  const [expiry, setExpiry] = useState('');
  const [methods, setMethods] = useState('');
  const [autoApprove, setAutoApprove] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const add = (e: FormEvent) => {
    e.preventDefault();
    const normalized = originOf(origin);
    if (!normalized) return setError('enter a site address such as https://app.example.org');
    const expiresAt = expiry === '' ? undefined : Date.parse(expiry);
    if (expiresAt !== undefined && Number.isNaN(expiresAt)) return setError('enter a valid date');
    const methodList = methods.split(',').map((m) => m.trim()).filter((m) => m !== '');
    const site: TrustedSite = {
      origin: normalized,
      autoApproveBenign: autoApprove,
      ...(expiresAt === undefined ? {} : { expiresAt }),
      ...(methodList.length === 0 ? {} : { methods: methodList }),
    };
    const invalid = trustedSiteError(site, Date.now());
    if (invalid) return setError(invalid);
    onChange([...sites.filter((t) => t.origin !== normalized), site]);
    setOrigin('');
    setExpiry('');
    setMethods('');
    setAutoApprove(false);
    setError(undefined);
  };

  return (
    <fieldset>
      <legend>{s.trustedHeading}</legend>
      {sites.length === 0 ? <p className="pf-muted">{s.trustedNone}</p> : (
        <ul className="pf-list" data-testid="trusted-list">
          {sites.map((site) => (
            <li key={site.origin} className="pf-field-row" data-testid="trusted-site">
              <span>
                <strong>{site.origin}</strong>
                {' · '}{site.methods ? site.methods.join(', ') : s.trustedAllMethods}
                {site.expiresAt !== undefined ? ` · ${s.trustedExpires(formatDate(new Date(site.expiresAt)))}` : ''}
                {autoApprovesNow(site, Date.now()) ? ` · ${s.trustedAutoApprove}` : ''}
                {site.autoApproveBenign && !autoApprovesNow(site, Date.now()) ? ` · ${s.trustedAutoApproveInactive}` : ''}
              </span>
              <button type="button" className="pf-button pf-button--secondary" onClick={() => onChange(sites.filter((t) => t.origin !== site.origin))}>
                {s.removeRow}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* A div, not a nested form: this sits inside the options form. */}
      {/* Each label sits right above its own input (a flowing row let labels wrap away from them). */}
      <div className="pf-fields" role="group" aria-label={s.trustedHeading}>
        <div className="pf-field">
          <label htmlFor={`${id}-origin`}>{s.trustedOrigin}</label>
          <input id={`${id}-origin`} type="text" value={origin} onChange={(e) => setOrigin(e.target.value)} placeholder="https://app.example.org" />
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-expiry`}>{s.trustedExpiry}</label>
          <input id={`${id}-expiry`} type="datetime-local" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-methods`}>{s.trustedMethods}</label>
          <input id={`${id}-methods`} type="text" value={methods} onChange={(e) => setMethods(e.target.value)} placeholder="eth_sendTransaction" />
        </div>
        <label>
          <input type="checkbox" checked={autoApprove} onChange={(e) => setAutoApprove(e.target.checked)} /> {s.trustedAutoApprove}
        </label>
        <p className="pf-muted">{s.trustedAutoApproveHelp}</p>
        <div className="pf-field-row">
          <button type="button" className="pf-button pf-button--secondary" onClick={add}>{s.addRow}</button>
        </div>
      </div>
      {error ? <p className="pf-error" role="alert" data-testid="trusted-error">{error}</p> : null}
    </fieldset>
  );
}
