/**
 * EVM scan request and response schemas (risk-scanning-api.md, endpoints 2, 3, 4, 6, 16).
 *
 * Requests are strict about what the spec requires, so a bad call fails before
 * any network traffic. Responses are tolerant: objects keep unknown keys
 * (`looseObject`), enum-like strings (result_type, feature type, asset type,
 * status) are plain strings with the known values listed beside them, so a
 * value the service adds later is carried through rather than failing the whole
 * response. What the UI relies on (the envelope's `block` and `chain`, a
 * validation's `result_type`, an asset diff's `asset`) stays required: a
 * response without it is rejected and shown as "scan unavailable".
 *
 * Decision on spec defaults: the client does not fill in `options`, `block` or
 * `aggregated`; the server applies its documented defaults. The local engine
 * applies the same defaults (see `withEvmDefaults`).
 */
import { z } from 'zod';
import { engineChainSchema, evmChainNameSchema } from '../../chains';

export const KNOWN_RESULT_TYPES = ['Benign', 'Warning', 'Malicious', 'Error'] as const;
export type KnownResultType = (typeof KNOWN_RESULT_TYPES)[number];

/** The reason vocabulary of the service; new values appear over time. */
export const KNOWN_REASONS = [
  'approval_farming', 'permit_farming', 'set_approval_for_all_farming', 'transfer_farming',
  'transfer_from_farming', 'raw_native_token_transfer', 'raw_signature_farming', 'seaport_farming',
  'blur_farming', 'trade_order_farming', 'malicious_domain', 'other',
] as const;

export const hexAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address');
export const hexDataSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes');
export const hexQuantitySchema = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex quantity');

// ---------- requests ----------

export const evmScanOptionSchema = z.enum(['simulation', 'validation', 'gas_estimation']);
export const evmBulkScanOptionSchema = z.enum(['simulation', 'validation']);

/** `metadata`: the spec uses `domain`; other fields are "not shown", so they are allowed through. */
export const evmMetadataSchema = z.looseObject({ domain: z.string().optional() });

const commonEvmRequest = {
  options: z.array(evmScanOptionSchema).min(1, 'options needs at least one element').optional(),
  block: z.union([z.literal('latest'), z.string().regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/), z.number().int().nonnegative()]).optional(),
  state_override: z.record(z.string(), z.unknown()).optional(),
  simulate_with_estimated_gas: z.boolean().optional(),
};

export const evmTransactionDataSchema = z.object({
  from: hexAddressSchema,
  to: hexAddressSchema.optional(),
  data: hexDataSchema.optional(),
  value: hexQuantitySchema.optional(),
  // Fields a wallet request may carry; the service ignores what it does not use.
  gas: hexQuantitySchema.optional(),
  gas_price: hexQuantitySchema.optional(),
  authorization_list: z.array(z.looseObject({ address: hexAddressSchema })).optional(),
});
export type EvmTransactionData = z.infer<typeof evmTransactionDataSchema>;

export const evmJsonRpcDataSchema = z.object({
  method: z.string().min(1),
  params: z.array(z.unknown()),
});

function evmScanRequests<C extends z.ZodType<string>>(chain: C) {
  const transaction = z.object({
    chain,
    metadata: evmMetadataSchema,
    account_address: hexAddressSchema,
    data: evmTransactionDataSchema,
    ...commonEvmRequest,
  });
  const jsonRpc = z.object({
    chain,
    metadata: evmMetadataSchema,
    data: evmJsonRpcDataSchema,
    account_address: z.union([hexAddressSchema, z.literal('')]).optional(),
    ...commonEvmRequest,
  });
  const bulk = z.object({
    chain,
    metadata: evmMetadataSchema,
    data: z.array(evmTransactionDataSchema).min(1, 'data needs at least one transaction'),
    account_address: hexAddressSchema.optional(),
    aggregated: z.boolean().optional(),
    ...commonEvmRequest,
    options: z.array(evmBulkScanOptionSchema).min(1, 'options needs at least one element').optional(),
  });
  return { transaction, jsonRpc, bulk };
}

const remote = evmScanRequests(evmChainNameSchema);
const local = evmScanRequests(engineChainSchema);

export const evmTransactionScanRequestSchema = remote.transaction;
export const evmJsonRpcScanRequestSchema = remote.jsonRpc;
export const evmBulkScanRequestSchema = remote.bulk;
export type EvmTransactionScanRequest = z.infer<typeof evmTransactionScanRequestSchema>;
export type EvmJsonRpcScanRequest = z.infer<typeof evmJsonRpcScanRequestSchema>;
export type EvmBulkScanRequest = z.infer<typeof evmBulkScanRequestSchema>;

/** The same requests as the local engine accepts them: also `eip155:<id>` chains. */
export const engineTransactionScanRequestSchema = local.transaction;
export const engineJsonRpcScanRequestSchema = local.jsonRpc;
export const engineBulkScanRequestSchema = local.bulk;
export type EngineTransactionScanRequest = z.infer<typeof engineTransactionScanRequestSchema>;
export type EngineJsonRpcScanRequest = z.infer<typeof engineJsonRpcScanRequestSchema>;
export type EngineBulkScanRequest = z.infer<typeof engineBulkScanRequestSchema>;

export const accountSchema = z.object({
  account_id: z.string().optional(),
  account_creation_timestamp: z.iso.datetime({ offset: true }).optional(),
  user_age: z.number().int().optional(),
  user_country_code: z.string().optional(),
});
export const connectionSchema = z.object({
  user_agent: z.string().optional(),
  ip_address: z.string().optional(),
});

export const evmAddressScanRequestSchema = z.object({
  metadata: z.object({ account: accountSchema.optional(), connection: connectionSchema.optional() }),
  chain: evmChainNameSchema,
  addresses: z.array(hexAddressSchema).min(1, 'addresses needs at least one element'),
});
export const engineAddressScanRequestSchema = evmAddressScanRequestSchema.extend({ chain: engineChainSchema });
export type EvmAddressScanRequest = z.infer<typeof evmAddressScanRequestSchema>;
export type EngineAddressScanRequest = z.infer<typeof engineAddressScanRequestSchema>;

export const evmReportRequestSchema = z.object({
  event: z.enum(['FALSE_POSITIVE', 'FALSE_NEGATIVE']),
  report: z.object({ type: z.literal('request_id'), request_id: z.string().min(1) }),
  details: z.string(),
});
export type EvmReportRequest = z.infer<typeof evmReportRequestSchema>;

// ---------- responses ----------

export const validationFeatureSchema = z.looseObject({
  type: z.string(),
  feature_id: z.string(),
  description: z.string().default(''),
  address: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationFeature = z.infer<typeof validationFeatureSchema>;

export const validationResultSchema = z.looseObject({
  status: z.string().optional(),
  result_type: z.string(),
  description: z.string().default(''),
  reason: z.string().default(''),
  classification: z.string().default(''),
  features: z.array(validationFeatureSchema).default([]),
  /** Present when `status` or `result_type` is "Error": why the validation failed. */
  error: z.string().optional(),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const assetSchema = z.looseObject({
  type: z.string(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  address: z.string().optional(),
  decimals: z.number().int().optional(),
  logo_url: z.string().optional(),
  chain_name: z.string().optional(),
  chain_id: z.number().int().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

export const diffEntrySchema = z.looseObject({
  usd_price: z.string().optional(),
  summary: z.string().optional(),
  value: z.string().optional(),
  raw_value: z.string().optional(),
  token_id: z.string().optional(),
});
export type DiffEntry = z.infer<typeof diffEntrySchema>;

export const assetDiffSchema = z.looseObject({
  asset: assetSchema,
  in: z.array(diffEntrySchema).default([]),
  out: z.array(diffEntrySchema).default([]),
});
export type AssetDiff = z.infer<typeof assetDiffSchema>;

export const usdTotalsSchema = z.looseObject({
  in: z.string().optional(),
  out: z.string().optional(),
  total: z.string().optional(),
});

/**
 * Exposure ("not shown" in the spec). Decided from the service's public
 * examples: per asset, a `spenders` map from spender address to
 * `{ approval?: hex amount, is_approved_for_all?: boolean, expiration?, summary? }`.
 */
export const spenderSchema = z.looseObject({
  approval: z.string().optional(),
  is_approved_for_all: z.boolean().optional(),
  expiration: z.string().optional(),
  summary: z.string().optional(),
  exposure: z.array(diffEntrySchema).optional(),
});
export type Spender = z.infer<typeof spenderSchema>;

export const exposureSchema = z.looseObject({
  asset_type: z.string().optional(),
  asset: assetSchema,
  spenders: z.record(z.string(), spenderSchema).default({}),
});
export type Exposure = z.infer<typeof exposureSchema>;

export const balanceChangeSchema = z.looseObject({ before: z.unknown().optional(), after: z.unknown().optional() });

export const traceSchema = z.looseObject({
  trace_type: z.string().optional(),
  from_address: z.string().optional(),
  to_address: z.string().optional(),
  labels: z.array(z.string()).optional(),
  type: z.string().optional(),
  asset: assetSchema.optional(),
  diff: diffEntrySchema.optional(),
});

export const accountSummarySchema = z.looseObject({
  assets_diffs: z.array(assetDiffSchema.extend({ asset_type: z.string().optional(), balance_changes: balanceChangeSchema.optional() })).default([]),
  traces: z.array(traceSchema).default([]),
  total_usd_diff: usdTotalsSchema.optional(),
  exposures: z.array(exposureSchema).default([]),
  total_usd_exposure: z.record(z.string(), z.unknown()).optional(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

const calldataSchema = z.looseObject({
  function_selector: z.string().optional(),
  function_signature: z.string().optional(),
  function_declaration: z.string().optional(),
});

export const simulationParamsSchema = z.looseObject({
  from: z.string().optional(),
  to: z.string().optional(),
  value: z.string().optional(),
  data: z.string().optional(),
  gas: z.string().optional(),
  gas_price: z.string().optional(),
  block_tag: z.string().optional(),
  chain: z.string().optional(),
  calldata: calldataSchema.optional(),
  user_operation_calldata: calldataSchema.optional(),
});

export const addressDetailSchema = z.looseObject({
  name_tag: z.string().optional(),
  contract_name: z.string().optional(),
  /** Ours (not in the spec): whether the address has code, when the engine could tell. */
  is_contract: z.boolean().optional(),
});

export const simulationResultSchema = z.looseObject({
  status: z.string(),
  /** Present when status is "Error" (a revert reason, an RPC failure). */
  error: z.string().optional(),
  assets_diffs: z.record(z.string(), z.array(assetDiffSchema)).default({}),
  total_usd_diff: z.record(z.string(), usdTotalsSchema).optional(),
  exposures: z.record(z.string(), z.array(exposureSchema)).default({}),
  total_usd_exposure: z.record(z.string(), z.unknown()).optional(),
  address_details: z.record(z.string(), addressDetailSchema).default({}),
  account_summary: accountSummarySchema.optional(),
  params: simulationParamsSchema.optional(),
  contract_management: z.record(z.string(), z.unknown()).optional(),
  session_key: z.record(z.string(), z.unknown()).optional(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const eventSchema = z.looseObject({
  emitter_address: z.string().optional(),
  emitter_name: z.string().optional(),
  name: z.string().optional(),
  params: z.array(z.looseObject({ type: z.string().optional(), value: z.unknown().optional(), internalType: z.string().optional(), name: z.string().optional() })).optional(),
  topics: z.array(z.string()).optional(),
  data: z.string().optional(),
});

export const gasEstimationSchema = z.looseObject({
  status: z.string(),
  used: z.string().optional(),
  estimate: z.string().optional(),
  error: z.string().optional(),
});

export const evmScanResponseSchema = z.looseObject({
  block: z.string(),
  chain: z.string(),
  validation: validationResultSchema.optional(),
  simulation: simulationResultSchema.optional(),
  events: z.array(eventSchema).optional(),
  gas_estimation: gasEstimationSchema.optional(),
  features: z.record(z.string(), z.unknown()).optional(),
  account_address: z.string().optional(),
});
export type EvmScanResponse = z.infer<typeof evmScanResponseSchema>;

export const evmBulkScanResponseSchema = z.array(evmScanResponseSchema);

export const addressValidationFeatureSchema = z.looseObject({
  feature_id: z.string(),
  type: z.string(),
  description: z.string().default(''),
});
export const extendedAddressResultSchema = z.looseObject({
  address: z.string(),
  label: z.string().optional(),
  validation: z.looseObject({
    result_type: z.string(),
    features: z.array(addressValidationFeatureSchema).default([]),
  }),
});
export const evmAddressScanResponseSchema = z.looseObject({ results: z.array(extendedAddressResultSchema) });
export type EvmAddressScanResponse = z.infer<typeof evmAddressScanResponseSchema>;

/** Report responses are "not shown", so every JSON body (or none) is accepted and returned as unknown. */
export const unrestrictedResponseSchema = z.unknown();
