/**
 * The network fee of a transaction as a person reads it: gas × gas price in
 * the chain's coin, and in USD when the scan priced that coin. Only facts the
 * request or the scan carry are used; a missing gas price is said as such,
 * never shown as 0.
 */
import { formatUnits } from './units';
import type { EvmScanResponse } from '../api/schemas/evm';
import { formatTokenAmount, groupThousands, parseRawAmount } from './amount';
import { nativeCurrency } from './chain';
import type { TxParams } from './method';
import { formatUsd } from './usd';
import { unitUsdPrice } from './unit-price';

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;

/** A 0x-hex quantity the wallet will read the same way; anything else is no price. */
function hexQuantity(v: unknown): bigint | undefined {
  return typeof v === 'string' && HEX_QUANTITY.test(v.trim()) ? BigInt(v.trim()) : undefined;
}

export type FeeEstimate =
  | { kind: 'fee'; gas: string; price: string; fee: string; usd: string | undefined; ceiling: boolean }
  | { kind: 'no_price'; gas: string }
  | { kind: 'no_gas'; error: string | undefined };

/**
 * Where the gas price comes from, best first: the price the scan simulated with, the legacy
 * `gasPrice` the request fixes, or the request's `maxFeePerGas` (the fee is then at most that).
 */
function gasPrice(response: EvmScanResponse, tx: TxParams | undefined): { price: bigint; ceiling: boolean } | undefined {
  const simulated = parseRawAmount(response.simulation?.params?.gas_price ?? undefined);
  if (simulated !== undefined && simulated > 0n) return { price: simulated, ceiling: false };
  const legacy = hexQuantity(tx?.gasPrice);
  if (legacy !== undefined) return { price: legacy, ceiling: false };
  const max = hexQuantity(tx?.maxFeePerGas);
  return max === undefined ? undefined : { price: max, ceiling: true };
}

export function feeEstimate(response: EvmScanResponse | undefined, tx: TxParams | undefined, chainId: number | undefined): FeeEstimate | undefined {
  const estimation = response?.gas_estimation;
  if (!response || !estimation) return undefined;
  const gas = parseRawAmount(estimation.estimate ?? undefined);
  if (gas === undefined) return { kind: 'no_gas', error: estimation.error ?? undefined };
  const gasText = groupThousands(gas.toString());
  const price = gasPrice(response, tx);
  if (!price) return { kind: 'no_price', gas: gasText };
  const native = nativeCurrency(chainId);
  const fee = gas * price.price;
  const perCoin = unitUsdPrice(response, 'native', native.decimals);
  const usd = perCoin === undefined ? undefined : formatUsd(Number(formatUnits(fee, native.decimals)) * perCoin);
  return {
    kind: 'fee',
    gas: gasText,
    // Gwei: the unit wallets quote gas prices in (10^9 of the coin's smallest unit).
    price: `${formatTokenAmount(price.price, 9)} gwei`,
    // An estimate: three significant digits say it ("0.0000372 ETH"), more would pretend to precision.
    fee: `${formatTokenAmount(fee, native.decimals, 3)} ${native.symbol}`,
    usd,
    ceiling: price.ceiling,
  };
}

/** Said where the review cannot work out a batch's fee (kept beside the estimate it stands in for). */
export const batchFeeStrings = {
  walletShows: 'shown by your wallet when it sends the batch',
  calls: (n: number) => `${n} call${n === 1 ? '' : 's'}`,
};

export type BatchFeeEstimate = Extract<FeeEstimate, { kind: 'fee' }> | { kind: 'wallet'; gas: string | undefined };

/**
 * The network fee of a wallet_sendCalls batch: the gas the scan reports for the whole batch (the
 * calls run in sequence, so their gas adds up) × the scan's gas price, in the chain's coin. The
 * calls carry no gas price of their own, and the wallet decides how it sends them (one transaction,
 * several, a sponsor paying): without both figures the review says the wallet will show the fee,
 * never a guess.
 */
export function batchFeeEstimate(response: EvmScanResponse | undefined, chainId: number | undefined): BatchFeeEstimate {
  const fee = feeEstimate(response, undefined, chainId);
  if (fee?.kind === 'fee') return fee;
  return { kind: 'wallet', gas: fee?.kind === 'no_price' ? fee.gas : undefined };
}
