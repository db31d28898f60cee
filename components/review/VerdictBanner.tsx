/**
 * The verdict: one colour, icon and headline per state, and the reason in a
 * sentence or two made of names (full addresses are shortened or named). The
 * features the scan reported follow below the fold (Findings). An aria-live
 * region, so a screen reader hears the verdict when the scan finishes; it is
 * focused when a request opens, so it is read first.
 */
import type { Ref } from 'react';
import { browser } from 'wxt/browser';
import { shownFeatures, verdictReason, type Verdict } from '../../lib/format/scan-view';
import { VERDICT_TITLES } from '../../lib/format/verdict-kind';
import { nameAddressesIn, shortAddress } from '../../lib/format/address';
import type { NameOf } from '../../lib/format/names';
import type { ValidationFeature } from '../../lib/api/schemas/evm';
import { strings } from '../../lib/i18n/strings';
import { Icon, Section } from './common';
import { MarkedText } from './MarkedText';


const ICONS = { benign: 'check', warning: 'warning', malicious: 'danger', unknown: 'warning', scanning: 'pending', unavailable: 'offline' } as const;

export interface VerdictBannerProps {
  verdict: Verdict;
  onRetry?: () => void;
  retrying?: boolean;
  nameOf?: NameOf;
  /** The review lists balance changes or permissions below (the benign sentence points at them only then). */
  changesBelow?: boolean;
  /** The banner's element, to focus it (a prop of its own name: React 18 keeps `ref` from function components). */
  bannerRef?: Ref<HTMLDivElement>;
}

export function VerdictBanner({ verdict, onRetry, retrying, nameOf, changesBelow = true, bannerRef }: VerdictBannerProps) {
  return (
    <div
      ref={bannerRef}
      tabIndex={-1}
      className={`pf-verdict pf-verdict--${verdict.kind}`}
      data-testid="review-verdict"
      data-verdict={verdict.kind}
      role="status"
      aria-live="polite"
      aria-busy={verdict.kind === 'scanning'}
    >
      <div className="pf-verdict__head">
        <Icon name={ICONS[verdict.kind]} />
        <h2 className="pf-verdict__title">{VERDICT_TITLES[verdict.kind]}</h2>
        {verdict.kind !== 'scanning' && verdict.kind !== 'unavailable' ? (
          <span className="pf-verdict__source">{strings.scannedBy(verdict.source)}</span>
        ) : null}
      </div>
      <VerdictBody verdict={verdict} onRetry={onRetry} retrying={retrying} nameOf={nameOf} changesBelow={changesBelow} />
    </div>
  );
}

function VerdictBody({ verdict, onRetry, retrying, nameOf, changesBelow }: { verdict: Verdict; onRetry?: (() => void) | undefined; retrying?: boolean | undefined; nameOf?: NameOf | undefined; changesBelow: boolean }) {
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
      const description = verdict.description ? nameAddressesIn(verdict.description, nameOf) : '';
      // A reason names an attack pattern: say what it means. Without one, the scan's own description says it
      // best; the generic sentence only when there is nothing else.
      const sentence =
        verdict.kind === 'unknown' ? strings.unknownVerdictDetail(verdict.resultType)
        : verdict.reason && verdict.kind !== 'benign' ? strings.reasonSentence(verdictReason(verdict))
        : description ? undefined
        : verdict.kind === 'benign' ? (changesBelow ? strings.benignDetail : strings.benignDetailNoChanges)
        : strings.warningDetail;
      return (
        <>
          {sentence ? <p className="pf-verdict__text" data-testid="verdict-reason">{sentence}</p> : null}
          {description ? <p className="pf-verdict__detail" data-testid={sentence ? 'verdict-description' : 'verdict-reason'}><MarkedText text={description} /></p> : null}
        </>
      );
    }
  }
}

function FeatureList({ features, nameOf }: { features: ValidationFeature[]; nameOf?: NameOf | undefined }) {
  return (
    <ul className="pf-features">
      {features.map((f, i) => (
        <li key={`${f.feature_id}-${i}`} className={`pf-feature pf-feature--${f.type.toLowerCase()}`}>
          <span className="pf-feature__type">{f.type}</span>{' '}
          <span className="pf-feature__text">{f.description ? <MarkedText text={nameAddressesIn(f.description, nameOf)} /> : f.feature_id}</span>
          {f.address && !(f.description ?? '').toLowerCase().includes(f.address.toLowerCase()) ? (
            <span className="pf-feature__address" title={f.address}>
              {' '}
              {strings.featureAddress(nameOf?.(f.address) ?? shortAddress(f.address))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every feature the scan reported, below the fold: the verdict above already says the gist. Notes (Info,
 * Benign: which call it is, where the simulation came from) are collapsed, for the expert (#27).
 */
export function Findings({ verdict, nameOf }: { verdict: Verdict; nameOf?: NameOf | undefined }) {
  if (verdict.kind === 'scanning' || verdict.kind === 'unavailable') return null;
  // The description often repeats the only feature's text: say it once.
  const features = shownFeatures(verdict);
  if (features.length === 0) return null;
  const notable = features.filter((f) => f.type === 'Warning' || f.type === 'Malicious');
  const notes = features.filter((f) => !notable.includes(f));
  if (notable.length === 0) {
    return (
      <details className="pf-section pf-details" data-testid="verdict-features">
        <summary className="pf-section__title">{strings.featureNotes(notes.length)}</summary>
        <FeatureList features={notes} nameOf={nameOf} />
      </details>
    );
  }
  return (
    <Section title={strings.featuresHeading} testId="verdict-features">
      <FeatureList features={notable} nameOf={nameOf} />
      {notes.length > 0 ? (
        <details className="pf-details pf-notes">
          <summary className="pf-muted">{strings.moreNotes(notes.length)}</summary>
          <FeatureList features={notes} nameOf={nameOf} />
        </details>
      ) : null}
    </Section>
  );
}
