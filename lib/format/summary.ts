/**
 * One line saying what a request did, for the popup's history:
 * "Unlimited USDC for Uniswap Permit2", "−0.001 ETH", "Sign a message".
 * Built from the scan when there is one (grants first: they outlive the
 * request), else from the request itself.
 */
import type { PendingRequest } from '../messaging/extension';
import { shortAddress } from './address';
import { grantAmount } from './exposure';
import { requestTitle } from './method';
import { namesFromScan } from './names';
import { accountEffects } from './scan-view';
import { assetLines, isUnknownAsset } from './asset-lines';
import { formatStrings } from '../i18n/format-strings';

export function summarizeRequest(request: PendingRequest): string {
  const title = requestTitle(request.method, request.params);
  if (request.scan.state !== 'done') return title;
  const response = request.scan.response;
  const effects = accountEffects(response, request.account);
  const nameOf = namesFromScan(response);
  const exposure = effects.exposures[0];
  const spender = exposure ? Object.keys(exposure.spenders)[0] : undefined;
  if (exposure && spender) {
    const amount = grantAmount(exposure, spender);
    const token = exposure.asset.symbol ?? exposure.asset.name ?? shortAddress(exposure.asset.address ?? '');
    const who = nameOf(spender) ?? shortAddress(spender);
    const what = amount?.unlimited && amount.text === formatStrings.unlimited ? `${formatStrings.unlimited} ${token}` : (amount?.text ?? token);
    return formatStrings.grantSummary(what, who);
  }
  // An amount of an asset nothing is known of (a contract the request deploys mints it) reads in raw units: left out.
  const amounts = assetLines(effects.diffs).filter((line) => !isUnknownAsset(line.asset)).map((line) => line.amount);
  return amounts.length > 0 ? amounts.slice(0, 2).join(', ') : title;
}
