/**
 * The network fee line under the balance changes: "≈ 0.00042 ETH (≈ $1.26)",
 * with the gas and gas price it comes from. Without a gas price it says so.
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { feeEstimate } from '../../lib/format/fee';
import type { TxParams } from '../../lib/format/method';
import { strings } from '../../lib/i18n/strings';

/** `unverified`: the scan's chain facts (the gas price among them) came from the site's own wallet connection. */
export function NetworkFee({ response, tx, chainId, unverified = false }: { response: EvmScanResponse | undefined; tx: TxParams | undefined; chainId: number | undefined; unverified?: boolean | undefined }) {
  const fee = feeEstimate(response, tx, chainId);
  if (!fee) return null;
  return (
    <div className="pf-fee" data-testid="network-fee" data-fee={fee.kind}>
      <span className="pf-fee__label">{fee.kind === 'fee' && fee.ceiling ? strings.networkFeeAtMost : strings.networkFee}:</span>{' '}
      {fee.kind === 'fee' ? (
        <>
          <strong data-testid="network-fee-amount">{strings.approximately(fee.fee)}</strong>
          {fee.usd ? <span className="pf-muted"> ({strings.usdValue(fee.usd)})</span> : null}
          <span className="pf-fee__detail pf-muted" data-testid="gas-estimate">
            {strings.gasTimesPrice(fee.gas, fee.price)}
            {unverified ? ` ${strings.feeFromSiteConnection}` : ''}
          </span>
        </>
      ) : fee.kind === 'no_price' ? (
        <>
          <span data-testid="network-fee-amount">{strings.feeUnknownNoPrice}</span>
          <span className="pf-fee__detail pf-muted" data-testid="gas-estimate">{strings.gasOnly(fee.gas)}</span>
        </>
      ) : (
        <span data-testid="network-fee-amount">{fee.error ? strings.gasNotEstimated(fee.error) : strings.gasNotEstimatedNoReason}</span>
      )}
    </div>
  );
}
