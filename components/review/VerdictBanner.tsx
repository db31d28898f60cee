/**
 * The verdict: one colour, icon and headline per state, the reason in plain
 * words, and every feature the scan reported. An aria-live region, so a
 * screen reader hears the verdict when the scan finishes.
 */
import { browser } from 'wxt/browser';
import type { Verdict } from '../../lib/format/scan-view';
import { shortAddress } from '../../lib/format/address';
import { strings } from '../../lib/i18n/strings';
import { Icon } from './common';

const TITLES = {
  benign: strings.verdictBenign,
  warning: strings.verdictWarning,
  malicious: strings.verdictMalicious,
  unknown: strings.verdictUnknown,
  scanning: strings.verdictScanning,
  unavailable: strings.verdictUnavailable,
} as const;

const ICONS = { benign: 'check', warning: 'warning', malicious: 'danger', unknown: 'warning', scanning: 'pending', unavailable: 'offline' } as const;

export function VerdictBanner({ verdict, onRetry, retrying }: { verdict: Verdict; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div
      className={`pf-verdict pf-verdict--${verdict.kind}`}
      data-testid="review-verdict"
      data-verdict={verdict.kind}
      role="status"
      aria-live="polite"
      aria-busy={verdict.kind === 'scanning'}
    >
      <div className="pf-verdict__head">
        <Icon name={ICONS[verdict.kind]} />
        <h2 className="pf-verdict__title">{TITLES[verdict.kind]}</h2>
      </div>
      <VerdictBody verdict={verdict} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

function VerdictBody({ verdict, onRetry, retrying }: { verdict: Verdict; onRetry?: (() => void) | undefined; retrying?: boolean | undefined }) {
  switch (verdict.kind) {
    case 'scanning':
      return <p className="pf-verdict__text">{strings.verdictScanningDetail}</p>;
    case 'unavailable':
      return (
        <>
          <p className="pf-verdict__text" data-testid="unavailable-reason">{strings.unavailableSentence(verdict.reason)}</p>
          {verdict.message ? <p className="pf-verdict__detail">{strings.unavailableMessage(verdict.message)}</p> : null}
          {verdict.reason === 'key_rejected' ? (
            <button type="button" className="pf-link" data-testid="open-options" onClick={() => void browser.runtime.openOptionsPage()}>
              {strings.openOptions}
            </button>
          ) : null}
          {onRetry ? (
            <button type="button" className="pf-button pf-button--secondary" data-testid="retry" onClick={onRetry} disabled={retrying}>
              {strings.retry}
            </button>
          ) : null}
        </>
      );
    default: {
      // A Warning usually names no attack pattern (reasons name attacks): a neutral sentence, not "unknown reason".
      const sentence =
        verdict.kind === 'benign' ? strings.benignDetail
        : verdict.kind === 'unknown' ? strings.unknownVerdictDetail(verdict.resultType)
        : verdict.kind === 'warning' && !verdict.reason ? strings.warningDetail
        : strings.reasonSentence(verdict.reason || 'unknown');
      // The description often repeats the only feature's text: say it once.
      const features = verdict.features.filter((f) => (f.description || f.feature_id) !== verdict.description);
      return (
        <>
          <p className="pf-verdict__text" data-testid="verdict-reason">{sentence}</p>
          {verdict.description ? <p className="pf-verdict__detail">{verdict.description}</p> : null}
          {features.length > 0 ? (
            <>
              <h3 className="pf-verdict__subtitle">{strings.featuresHeading}</h3>
              <ul className="pf-features" data-testid="verdict-features">
                {features.map((f, i) => (
                  <li key={`${f.feature_id}-${i}`} className={`pf-feature pf-feature--${f.type.toLowerCase()}`}>
                    <span className="pf-feature__type">{f.type}</span>{' '}
                    <span className="pf-feature__text">{f.description || f.feature_id}</span>
                    {f.address ? (
                      <span className="pf-feature__address" title={f.address}>
                        {' '}
                        {strings.featureAddress(shortAddress(f.address))}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="pf-verdict__source">{strings.scannedBy(verdict.source)}</p>
        </>
      );
    }
  }
}
