/**
 * Exchange scans (endpoints 7, 8, 10): order, withdrawal, deposit. Each
 * returns a risk verdict (./common riskVerdictSchema).
 *
 * Required inner fields of `onchain_transaction`, `merchant` and `payment` are
 * "not shown": the fields are typed when present, unknown fields pass through.
 */
import { z } from 'zod';
import { accountSchema } from './evm';
import { connectionMetadataSchema, eventTimeSchema, riskVerdictSchema } from './common';

export const exchangeOnchainTransferSchema = z.looseObject({
  amount: z.number().optional(),
  asset: z.string().optional(),
  /** Allowed chain values are "not shown". */
  chain: z.string().optional(),
  to_address: z.string().optional(),
});

export const exchangeOrderScanRequestSchema = z.object({
  order_id: z.string().min(1, 'order_id is required'),
  onchain_transaction: exchangeOnchainTransferSchema,
  merchant: z.looseObject({
    merchant_id: z.string().optional(),
    referrer_url: z.string().optional(),
    merchant_name: z.string().optional(),
  }),
  payment: z.looseObject({ payment_method: z.string().optional(), currency: z.string().optional() }).optional(),
  account: accountSchema,
  event_time: eventTimeSchema,
  connection_metadata: connectionMetadataSchema.optional(),
});
export type ExchangeOrderScanRequest = z.infer<typeof exchangeOrderScanRequestSchema>;

export const exchangeWithdrawalScanRequestSchema = z.object({
  withdrawal_id: z.string().min(1, 'withdrawal_id is required'),
  onchain_transaction: exchangeOnchainTransferSchema,
  account: accountSchema,
  event_time: eventTimeSchema,
  connection_metadata: connectionMetadataSchema.optional(),
});
export type ExchangeWithdrawalScanRequest = z.infer<typeof exchangeWithdrawalScanRequestSchema>;

export const exchangeDepositScanRequestSchema = z.object({
  deposit_id: z.string().min(1, 'deposit_id is required'),
  onchain_transaction: z.looseObject({
    hash: z.string().optional(),
    chain: z.string().optional(),
    deposit_address: z.string().optional(),
  }),
  account: accountSchema,
  event_time: eventTimeSchema,
});
export type ExchangeDepositScanRequest = z.infer<typeof exchangeDepositScanRequestSchema>;

export const exchangeScanResponseSchema = riskVerdictSchema;
export type ExchangeScanResponse = z.infer<typeof exchangeScanResponseSchema>;
