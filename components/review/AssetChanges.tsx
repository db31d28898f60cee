/** The account's balance changes from the simulation, outgoing first. */
import type { AccountEffects } from '../../lib/format/scan-view';
import { formatUsd } from '../../lib/format/usd';
import { strings } from '../../lib/i18n/strings';
import { assetLines, isUnknownAsset } from '../../lib/format/asset-lines';
import { Section, Skeleton, TokenLogo } from './common';

/**
 * `signature`: the request signs a message or typed data rather than sending a transaction. Nothing moves
 * when it is signed, so "no changes" would be a false comfort (a signature can authorise anything later).
 */
/**
 * `swap`: the request is a swap: its lines read "You give / You get". `deploys`: it creates a contract,
 * whose own tokens (no name, no symbol, no decimals: the contract did not exist when they were read) are
 * not shown as a balance change in raw units.
 */
export function AssetChanges({ effects, scanning, signature = false, swap = false, deploys = false }: { effects: AccountEffects | undefined; scanning?: boolean; signature?: boolean; swap?: boolean; deploys?: boolean }) {
  if (scanning) {
    return (
      <Section title={strings.assetChangesHeading} testId="asset-changes" className="pf-section--loading">
        <p className="pf-muted">{strings.loadingChanges}</p>
        <Skeleton lines={2} />
      </Section>
    );
  }
  if (!effects) return null;
  if (effects.simulationError !== undefined) {
    return (
      <Section title={strings.assetChangesHeading} testId="asset-changes">
        <p className="pf-notice">{effects.simulationError ? strings.simulationFailed(effects.simulationError) : strings.simulationFailedNoMessage}</p>
      </Section>
    );
  }
  if (!effects.simulated) return null;
  const all = assetLines(effects.diffs);
  const lines = deploys ? all.filter((l) => !isUnknownAsset(l.asset)) : all;
  const hidden = all.length - lines.length;
  // A request that only grants a permission moves nothing now: its permissions section says what matters.
  if (lines.length === 0 && (effects.exposures.length > 0 || signature)) return null;
  const total = formatUsd(effects.usdTotal, { signed: true });
  return (
    <Section title={strings.assetChangesHeading} testId="asset-changes">
      {lines.length === 0 && hidden === 0 ? <p className="pf-muted">{strings.noAssetChanges}</p> : null}
      {hidden > 0 ? <p className="pf-muted" data-testid="new-contract-tokens">{strings.newContractTokens}</p> : null}
      <ul className="pf-list">
        {lines.map((line) => (
          <li key={line.key} className={`pf-asset pf-asset--${line.direction}`} data-direction={line.direction}>
            <TokenLogo url={line.asset.logo_url} symbol={line.asset.symbol} address={line.asset.address} />
            <span className="pf-asset__main">
              <span className="pf-asset__label pf-muted">{line.direction === 'out' ? (swap ? strings.youGive : strings.youSend) : swap ? strings.youGet : strings.youReceive}</span>
              <span className="pf-asset__amount" data-testid="asset-amount">
                {line.amount}
                {line.tokenId !== undefined ? <span className="pf-asset__id"> {strings.tokenId(line.tokenId)}</span> : null}
              </span>
              {!line.asset.symbol && line.asset.name === undefined ? <span className="pf-muted">{strings.unknownAsset}</span> : null}
            </span>
            {line.usd ? <span className="pf-asset__usd pf-muted">{strings.usdValue(line.usd)}</span> : null}
          </li>
        ))}
      </ul>
      {total ? <p className="pf-total" data-testid="usd-total">{strings.usdTotal(total)}</p> : null}
    </Section>
  );
}
