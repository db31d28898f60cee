/**
 * The network fee line under the balance changes: "≈ 0.00042 ETH (≈ $1.26)",
 * with the gas and gas price it comes from. Without a gas price it says so.
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { batchFeeEstimate, batchFeeStrings, feeEstimate } from '../../lib/format/fee';
import type { TxParams } from '../../lib/format/method';
import { strings } from '../../lib/i18n/strings';

/** `unverified`: the scan's chain facts (the gas price among them) came from the site's own wallet connection. */
/**
 * `batch`: a wallet_sendCalls batch of that many calls; its fee comes from the scan alone
 * (lib/format/fee.ts batchFeeEstimate), else the line says the wallet will show it.
 */
export function NetworkFee({ response, tx, chainId, unverified = false, batch }: { response: EvmScanResponse | undefined; tx: TxParams | undefined; chainId: number | undefined; unverified?: boolean | undefined; batch?: { calls: number } | undefined }) {
  const estimate = batch ? batchFeeEstimate(response, chainId) : feeEstimate(response, tx, chainId);
  if (!estimate) return null;
  if (estimate.kind === 'wallet') {
    return (
      <div className="pf-fee" data-testid="network-fee" data-fee="wallet">
        <span className="pf-fee__label">{strings.networkFee}:</span> <span data-testid="network-fee-wallet">{batchFeeStrings.walletShows}</span>
        {estimate.gas ? <span className="pf-fee__detail pf-muted" data-testid="gas-estimate">{strings.gasOnly(estimate.gas)}</span> : null}
      </div>
    );
  }
  const fee = estimate;
  return (
    <div className="pf-fee" data-testid="network-fee" data-fee={fee.kind}>
      <span className="pf-fee__label">{fee.kind === 'fee' && fee.ceiling ? strings.networkFeeAtMost : strings.networkFee}:</span>{' '}
      {fee.kind === 'fee' ? (
        <>
          <strong data-testid="network-fee-amount">{strings.approximately(fee.fee)}</strong>
          {fee.usd ? <span className="pf-muted"> ({strings.usdValue(fee.usd)})</span> : null}
          <span className="pf-fee__detail pf-muted" data-testid="gas-estimate">
            {batch && batch.calls > 0 ? `${batchFeeStrings.calls(batch.calls)} · ` : ''}
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
