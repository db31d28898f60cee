/**
 * Exchange scans (endpoints 7, 8, 10): order, withdrawal, deposit. Each
 * returns a risk verdict (./common riskVerdictSchema).
 *
 * Required inner fields of `onchain_transaction`, `merchant` and `payment` are
 * "not shown": the fields are typed when present, unknown fields pass through.
 */
import { z } from 'zod/mini';
import { accountSchema } from './evm';
import { connectionMetadataSchema, eventTimeSchema, riskVerdictSchema } from './common';

export const exchangeOnchainTransferSchema = z.looseObject({
  amount: z.optional(z.number()),
  asset: z.optional(z.string()),
  /** Allowed chain values are "not shown". */
  chain: z.optional(z.string()),
  to_address: z.optional(z.string()),
});

export const exchangeOrderScanRequestSchema = z.object({
  order_id: z.string().check(z.minLength(1, 'order_id is required')),
  onchain_transaction: exchangeOnchainTransferSchema,
  merchant: z.looseObject({
    merchant_id: z.optional(z.string()),
    referrer_url: z.optional(z.string()),
    merchant_name: z.optional(z.string()),
  }),
  payment: z.optional(z.looseObject({ payment_method: z.optional(z.string()), currency: z.optional(z.string()) })),
  account: accountSchema,
  event_time: eventTimeSchema,
  connection_metadata: z.optional(connectionMetadataSchema),
});
export type ExchangeOrderScanRequest = z.infer<typeof exchangeOrderScanRequestSchema>;

export const exchangeWithdrawalScanRequestSchema = z.object({
  withdrawal_id: z.string().check(z.minLength(1, 'withdrawal_id is required')),
  onchain_transaction: exchangeOnchainTransferSchema,
  account: accountSchema,
  event_time: eventTimeSchema,
  connection_metadata: z.optional(connectionMetadataSchema),
});
export type ExchangeWithdrawalScanRequest = z.infer<typeof exchangeWithdrawalScanRequestSchema>;

export const exchangeDepositScanRequestSchema = z.object({
  deposit_id: z.string().check(z.minLength(1, 'deposit_id is required')),
  onchain_transaction: z.looseObject({
    hash: z.optional(z.string()),
    chain: z.optional(z.string()),
    deposit_address: z.optional(z.string()),
  }),
  account: accountSchema,
  event_time: eventTimeSchema,
});
export type ExchangeDepositScanRequest = z.infer<typeof exchangeDepositScanRequestSchema>;

export const exchangeScanResponseSchema = riskVerdictSchema;
export type ExchangeScanResponse = z.infer<typeof exchangeScanResponseSchema>;
