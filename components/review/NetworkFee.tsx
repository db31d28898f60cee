/**
 * The network fee line under the balance changes: "≈ 0.00042 ETH (≈ $1.26)",
 * with the gas and gas price it comes from. Without a gas price it says so.
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { batchFeeEstimate, batchFeeStrings, feeEstimate } from '../../lib/format/fee';
import type { TxParams } from '../../lib/format/method';
import { strings } from '../../lib/i18n/strings';
import type { ReactNode } from 'react';

/** `unverified`: the scan's chain facts (the gas price among them) came from the site's own wallet connection. */
/**
 * `batch`: a wallet_sendCalls batch of that many calls; its fee comes from the scan alone
 * (lib/format/fee.ts batchFeeEstimate), else the line says the wallet will show it.
 */
/** Gas × gas price is for the expert: collapsed, the fee in the chain's coin says it (#27). */
function Working({ children }: { children: ReactNode }) {
  return (
    <details className="pf-fee__detail pf-details pf-muted">
      <summary>{strings.feeWorking}</summary>
      <span data-testid="gas-estimate">{children}</span>
    </details>
  );
}

export function NetworkFee({ response, tx, chainId, unverified = false, batch }: { response: EvmScanResponse | undefined; tx: TxParams | undefined; chainId: number | undefined; unverified?: boolean | undefined; batch?: { calls: number } | undefined }) {
  const estimate = batch ? batchFeeEstimate(response, chainId) : feeEstimate(response, tx, chainId);
  if (!estimate) return null;
  if (estimate.kind === 'wallet') {
    return (
      <div className="pf-fee" data-testid="network-fee" data-fee="wallet">
        <span className="pf-fee__label">{strings.networkFee}:</span> <span data-testid="network-fee-wallet">{batchFeeStrings.walletShows}</span>
        {estimate.gas ? <Working>{strings.gasOnly(estimate.gas)}</Working> : null}
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
          {fee.usd ? <span className="pf-muted" data-testid="network-fee-usd"> ({strings.usdValue(fee.usd)})</span> : null}
          <Working>
            {batch && batch.calls > 0 ? `${batchFeeStrings.calls(batch.calls)} · ` : ''}
            {strings.gasTimesPrice(fee.gas, fee.price)}
            {unverified ? ` ${strings.feeFromSiteConnection}` : ''}
          </Working>
        </>
      ) : fee.kind === 'no_price' ? (
        <>
          <span data-testid="network-fee-amount">{strings.feeUnknownNoPrice}</span>
          <Working>{strings.gasOnly(fee.gas)}</Working>
        </>
      ) : (
        <span data-testid="network-fee-amount">{fee.error ? strings.gasNotEstimated(fee.error) : strings.gasNotEstimatedNoReason}</span>
      )}
    </div>
  );
}
