/** Small building blocks shared by the review sections. */
import { useEffect, useState, type ReactNode } from 'react';
import { shortAddress } from '../../lib/format/address';
import { fallbackLogo } from '../../lib/format/logo';
import { strings } from '../../lib/i18n/strings';

export function Section({ title, testId, children, className }: { title: string; testId?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`pf-section${className ? ` ${className}` : ''}`} data-testid={testId} aria-label={title}>
      <h2 className="pf-section__title">{title}</h2>
      {children}
    </section>
  );
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    // In the tab path (keyboard users copy too), after Reject and Approve: the decision bar comes first in the document.
    <button
      type="button"
      className="pf-copy"
      aria-label={label}
      title={label}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      {copied ? strings.copied : strings.copy}
    </button>
  );
}

/** A name when one is known, else the short address; the full address in the title and the copy button. */
export function AddressText({ address, name, copy = true }: { address: string; name?: string | undefined; copy?: boolean }) {
  return (
    <span className="pf-address">
      <span className="pf-address__text" title={address}>
        {name ? (
          <>
            <span className="pf-address__name">{name}</span> <span className="pf-muted">{shortAddress(address)}</span>
          </>
        ) : (
          shortAddress(address)
        )}
      </span>
      {copy ? <CopyButton value={address} label={strings.copyAddress(address)} /> : null}
    </span>
  );
}

/**
 * A generated logo (colour and letter from the token's address), or an image
 * only when it is inline data. A logo URL is never loaded: fetching it would
 * tell its host the user's IP and which token they are about to sign for.
 */
export function TokenLogo({ url, symbol, address, size = 24 }: { url?: string | undefined; symbol?: string | undefined; address?: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed && url.startsWith('data:image/')) {
    return <img className="pf-logo" src={url} alt="" width={size} height={size} onError={() => setFailed(true)} />;
  }
  const logo = fallbackLogo({ symbol, address });
  return (
    <span className="pf-logo pf-logo--fallback" aria-hidden="true" data-testid="fallback-logo" style={{ background: logo.background, color: logo.color, width: size, height: size }}>
      {logo.letter}
    </span>
  );
}

export function Skeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div className="pf-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="pf-skeleton__line" style={{ width: `${90 - i * 25}%` }} />
      ))}
    </div>
  );
}

/** Inline icons: no emoji, no icon font; colour comes from `currentColor`. */
export function Icon({ name }: { name: 'check' | 'warning' | 'danger' | 'pending' | 'offline' }) {
  const paths: Record<typeof name, ReactNode> = {
    check: <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
    warning: (
      <>
        <path d="M12 3L22 20H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
    danger: (
      <>
        <path d="M8 2.5h8L21.5 8v8L16 21.5H8L2.5 16V8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
    pending: <circle className="pf-spin" cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="40 14" strokeLinecap="round" />,
    offline: (
      <>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
  };
  return (
    <svg className="pf-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
