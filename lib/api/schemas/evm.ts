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
import { listOf, nullAsUndefined, recordOf, textOrEmpty } from './common';
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

/**
 * `metadata` of the extended address scan. The spec leaves its inner fields
 * open; the SDK requires `account: { account_id, user_country_code }` and
 * `connection: { ip_address, user_agent }`. We send all four, filled from what
 * the extension knows (see `addressScanMetadata`): the wallet address as the
 * account id, the browser's user agent; the country and the IP address are not
 * known to the extension and go as '' rather than a guess. The requesting
 * page's domain rides along as `domain`, as in the other EVM scans. A caller
 * that passes `metadata: {}` gets the same defaults.
 */
export const addressScanMetadataSchema = z.looseObject({
  account: z.looseObject({
    account_id: z.string().default(''),
    user_country_code: z.string().default(''),
    age_in_years: z.number().optional(),
    created: z.string().optional(),
  }).default({ account_id: '', user_country_code: '' }),
  connection: z.looseObject({
    ip_address: z.string().default(''),
    user_agent: z.string().default(() => globalThis.navigator?.userAgent ?? ''),
  }).default(() => ({ ip_address: '', user_agent: globalThis.navigator?.userAgent ?? '' })),
  domain: z.string().optional(),
});

/** The metadata an address scan sends for a request: account, page domain and user agent. */
export function addressScanMetadata(context: { account?: string | undefined; domain?: string | undefined }): z.input<typeof addressScanMetadataSchema> {
  return {
    account: { account_id: context.account ?? '', user_country_code: '' },
    connection: { ip_address: '', user_agent: globalThis.navigator?.userAgent ?? '' },
    ...(context.domain ? { domain: context.domain } : {}),
  };
}

export const evmAddressScanRequestSchema = z.object({
  metadata: addressScanMetadataSchema,
  chain: evmChainNameSchema,
  addresses: z.array(hexAddressSchema).min(1, 'addresses needs at least one element'),
});
export const engineAddressScanRequestSchema = evmAddressScanRequestSchema.extend({ chain: engineChainSchema });
export type EvmAddressScanRequest = z.infer<typeof evmAddressScanRequestSchema>;
/** Input type: callers may leave `metadata` empty (the engine does not read it). */
export type EngineAddressScanRequest = z.input<typeof engineAddressScanRequestSchema>;

export const evmReportRequestSchema = z.object({
  event: z.enum(['FALSE_POSITIVE', 'FALSE_NEGATIVE']),
  report: z.object({ type: z.literal('request_id'), request_id: z.string().min(1) }),
  details: z.string(),
});
export type EvmReportRequest = z.infer<typeof evmReportRequestSchema>;

// ---------- responses ----------
//
// What a response must carry is decided by three records that disagree: the
// spec, the official SDK's types (`@blockaid/client`, checked at type level in
// tests/lib/api/sdk-conformance.test.ts) and the example answers published in
// the service's documentation (tests/fixtures/service/). We accept every answer
// any of them admits and require only what the review cannot do without: a
// verdict (`validation.result_type`) or a simulation. That last rule is not a
// schema rule (an answer with neither is valid JSON the service may send); the
// scanner turns it into "scan unavailable" with its reason (lib/scan).
//
// Every text the review prints is defaulted to '' when absent or null, so
// the UI never meets `undefined` where the service meant "nothing to say".

const text = textOrEmpty;

/**
 * A verdict feature. SDK: `description`, `feature_id`, `type` required,
 * `address` optional, `metadata` unknown (an object in the examples, but
 * typed `unknown`, so any JSON value is kept). Missing texts become ''.
 */
export const validationFeatureSchema = z.looseObject({
  type: text(),
  feature_id: text(),
  description: text(),
  address: z.string().or(nullAsUndefined).optional(),
  metadata: z.unknown().optional(),
});
export type ValidationFeature = z.infer<typeof validationFeatureSchema>;

/**
 * Validation (success or error). The SDK requires `status` and `features`;
 * the published Seaport example has neither `status` nor `classification`, so
 * all are optional. `result_type` is optional too: a validation without one
 * (or with a value we do not know) is "no verdict" / "unknown verdict" in the
 * review model (lib/format/scan-view.ts), never Benign.
 */
export const validationResultSchema = z.looseObject({
  status: z.string().or(nullAsUndefined).optional(),
  result_type: z.string().or(nullAsUndefined).optional(),
  description: text(),
  reason: text(),
  classification: text(),
  features: listOf(validationFeatureSchema),
  /** Present when `status` or `result_type` is "Error": why the validation failed. */
  error: z.string().or(nullAsUndefined).optional(),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/**
 * An asset. SDK variants (ERC20, ERC721, ERC1155, NATIVE, NONERC) all carry
 * `type`; the review only needs it to tell NFTs from fungible tokens, so a
 * missing type is tolerated (shown as a fungible amount with its symbol).
 */
export const assetSchema = z.looseObject({
  type: z.string().optional(),
  name: z.string().or(nullAsUndefined).optional(),
  symbol: z.string().or(nullAsUndefined).optional(),
  address: z.string().or(nullAsUndefined).optional(),
  decimals: z.number().int().or(nullAsUndefined).optional(),
  logo_url: z.string().or(nullAsUndefined).optional(),
  chain_name: z.string().or(nullAsUndefined).optional(),
  chain_id: z.number().int().or(nullAsUndefined).optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** One movement of an asset: the SDK requires `raw_value` (fungible) or `token_id` (NFT); the examples omit either. */
export const diffEntrySchema = z.looseObject({
  usd_price: z.string().or(nullAsUndefined).optional(),
  summary: z.string().or(nullAsUndefined).optional(),
  value: z.string().or(nullAsUndefined).optional(),
  raw_value: z.string().or(nullAsUndefined).optional(),
  token_id: z.string().or(nullAsUndefined).optional(),
});
export type DiffEntry = z.infer<typeof diffEntrySchema>;

const diffEntries = listOf(diffEntrySchema);

export const assetDiffSchema = z.looseObject({
  asset: assetSchema,
  in: diffEntries,
  out: diffEntries,
});
export type AssetDiff = z.infer<typeof assetDiffSchema>;

export const usdTotalsSchema = z.looseObject({
  in: z.string().or(nullAsUndefined).optional(),
  out: z.string().or(nullAsUndefined).optional(),
  total: z.string().or(nullAsUndefined).optional(),
});

/**
 * Exposure ("not shown" in the spec). From the SDK and the examples: per
 * asset, a `spenders` map from spender address to
 * `{ approval?: hex amount, is_approved_for_all?: boolean, expiration?, summary?, exposure? }`.
 */
export const spenderSchema = z.looseObject({
  approval: z.string().or(nullAsUndefined).optional(),
  is_approved_for_all: z.boolean().or(nullAsUndefined).optional(),
  expiration: z.string().or(nullAsUndefined).optional(),
  summary: z.string().or(nullAsUndefined).optional(),
  exposure: z.array(diffEntrySchema).or(nullAsUndefined).optional(),
});
export type Spender = z.infer<typeof spenderSchema>;

export const exposureSchema = z.looseObject({
  asset_type: z.string().or(nullAsUndefined).optional(),
  asset: assetSchema,
  spenders: recordOf(spenderSchema),
});
export type Exposure = z.infer<typeof exposureSchema>;

export const balanceChangeSchema = z.looseObject({ before: z.unknown().optional(), after: z.unknown().optional() });

/**
 * A trace. The review does not show traces; the SDK has eight kinds (asset,
 * exposure, bridge traces with nullable parts), so only the common fields are
 * typed and each is optional.
 */
export const traceSchema = z.looseObject({
  trace_type: z.string().or(nullAsUndefined).optional(),
  from_address: z.string().or(nullAsUndefined).optional(),
  to_address: z.string().or(nullAsUndefined).optional(),
  labels: z.array(z.string()).or(nullAsUndefined).optional(),
  type: z.string().or(nullAsUndefined).optional(),
});

/**
 * The scanned account's summary. The SDK requires all five parts; the
 * published Hyperliquid example has no `exposures` or `total_usd_exposure`,
 * so each part is optional (lists default to []).
 */
export const accountSummarySchema = z.looseObject({
  assets_diffs: listOf(assetDiffSchema.extend({ asset_type: z.string().or(nullAsUndefined).optional(), balance_changes: balanceChangeSchema.or(nullAsUndefined).optional() })),
  traces: listOf(traceSchema),
  total_usd_diff: usdTotalsSchema.or(nullAsUndefined).optional(),
  exposures: listOf(exposureSchema),
  total_usd_exposure: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

const calldataSchema = z.looseObject({
  function_selector: z.string().or(nullAsUndefined).optional(),
  function_signature: z.string().or(nullAsUndefined).optional(),
  function_declaration: z.string().or(nullAsUndefined).optional(),
});

export const simulationParamsSchema = z.looseObject({
  from: z.string().or(nullAsUndefined).optional(),
  to: z.string().or(nullAsUndefined).optional(),
  value: z.string().or(nullAsUndefined).optional(),
  data: z.string().or(nullAsUndefined).optional(),
  gas: z.string().or(nullAsUndefined).optional(),
  gas_price: z.string().or(nullAsUndefined).optional(),
  block_tag: z.string().or(nullAsUndefined).optional(),
  chain: z.string().or(nullAsUndefined).optional(),
  calldata: calldataSchema.or(nullAsUndefined).optional(),
  user_operation_calldata: calldataSchema.or(nullAsUndefined).optional(),
});

export const addressDetailSchema = z.looseObject({
  name_tag: z.string().or(nullAsUndefined).optional(),
  contract_name: z.string().or(nullAsUndefined).optional(),
  /** SDK: whether the address is an EOA. */
  is_eoa: z.boolean().or(nullAsUndefined).optional(),
  /** Ours (not in the spec): whether the address has code, when the engine could tell. */
  is_contract: z.boolean().optional(),
});


/**
 * Simulation (success or error). `status` is optional: the published Seaport
 * example has none (a simulation with results and no status is a success).
 * Maps the review reads default to {} when absent or null; the ones it does
 * not read (`contract_management`, `session_key`, `transaction_actions`,
 * `cross_chain_asset_diffs`, ...) pass through untyped.
 */
export const simulationResultSchema = z.looseObject({
  status: z.string().or(nullAsUndefined).optional(),
  /** Present when status is "Error" (a revert reason, an RPC failure). */
  error: z.string().or(nullAsUndefined).optional(),
  /** SDK (error variant): what the failure means, in words. */
  description: z.string().or(nullAsUndefined).optional(),
  assets_diffs: recordOf(z.array(assetDiffSchema)),
  total_usd_diff: z.record(z.string(), usdTotalsSchema).or(nullAsUndefined).optional(),
  exposures: recordOf(z.array(exposureSchema)),
  total_usd_exposure: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  address_details: recordOf(addressDetailSchema),
  account_summary: accountSummarySchema.or(nullAsUndefined).optional(),
  params: simulationParamsSchema.or(nullAsUndefined).optional(),
  contract_management: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  session_key: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const eventSchema = z.looseObject({
  emitter_address: z.string().or(nullAsUndefined).optional(),
  emitter_name: z.string().or(nullAsUndefined).optional(),
  name: z.string().or(nullAsUndefined).optional(),
  params: z.array(z.looseObject({ type: z.string().or(nullAsUndefined).optional(), value: z.unknown().optional(), internalType: z.string().or(nullAsUndefined).optional(), name: z.string().or(nullAsUndefined).optional() })).or(nullAsUndefined).optional(),
  topics: z.array(z.string()).or(nullAsUndefined).optional(),
  data: z.string().or(nullAsUndefined).optional(),
});

export const gasEstimationSchema = z.looseObject({
  status: z.string().or(nullAsUndefined).optional(),
  used: z.string().or(nullAsUndefined).optional(),
  estimate: z.string().or(nullAsUndefined).optional(),
  error: z.string().or(nullAsUndefined).optional(),
});

/**
 * The EVM scan envelope (JSON-RPC, transaction, and each bulk element). The
 * spec and the SDK mark `block` and `chain` required; the published examples
 * have neither and the review needs neither, so both are optional. `features`
 * is `unknown` in the SDK: any JSON value is kept.
 */
export const evmScanResponseSchema = z.looseObject({
  block: z.union([z.string(), z.number()]).or(nullAsUndefined).optional(),
  chain: z.string().or(nullAsUndefined).optional(),
  validation: validationResultSchema.or(nullAsUndefined).optional(),
  simulation: simulationResultSchema.or(nullAsUndefined).optional(),
  events: z.array(eventSchema).or(nullAsUndefined).optional(),
  gas_estimation: gasEstimationSchema.or(nullAsUndefined).optional(),
  features: z.unknown().optional(),
  account_address: z.string().or(nullAsUndefined).optional(),
});
export type EvmScanResponse = z.infer<typeof evmScanResponseSchema>;

export const evmBulkScanResponseSchema = z.array(evmScanResponseSchema);

/** SDK: `description`, `feature_id`, `type` required; texts default to ''. */
export const addressValidationFeatureSchema = z.looseObject({
  feature_id: text(),
  type: text(),
  description: text(),
});
/**
 * One address of the extended bulk scan. SDK: `address`, `label`,
 * `validation.result_type` required, `features` optional. Only `address` is
 * required here (what the row is about); a result without a verdict shows no
 * verdict for that address.
 */
export const extendedAddressResultSchema = z.looseObject({
  address: z.string(),
  label: z.string().or(nullAsUndefined).optional(),
  validation: z.looseObject({
    result_type: z.string().or(nullAsUndefined).optional(),
    features: listOf(addressValidationFeatureSchema),
  }).nullish().transform((value) => value ?? { result_type: undefined, features: [] }),
});
export const evmAddressScanResponseSchema = z.looseObject({ results: listOf(extendedAddressResultSchema) });
export type EvmAddressScanResponse = z.infer<typeof evmAddressScanResponseSchema>;

/** Report responses are "not shown", so every JSON body (or none) is accepted and returned as unknown. */
export const unrestrictedResponseSchema = z.unknown();
