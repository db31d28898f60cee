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
import { z } from 'zod/mini';
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

export const hexAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address'));
export const hexDataSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'));
export const hexQuantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex quantity'));

// ---------- requests ----------

export const evmScanOptionSchema = z.enum(['simulation', 'validation', 'gas_estimation']);
export const evmBulkScanOptionSchema = z.enum(['simulation', 'validation']);

/** `metadata`: the spec uses `domain`; other fields are "not shown", so they are allowed through. */
export const evmMetadataSchema = z.looseObject({ domain: z.optional(z.string()) });

const commonEvmRequest = {
  options: z.optional(z.array(evmScanOptionSchema).check(z.minLength(1, 'options needs at least one element'))),
  block: z.optional(z.union([z.literal('latest'), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/)), z.int().check(z.nonnegative())])),
  state_override: z.optional(z.record(z.string(), z.unknown())),
  simulate_with_estimated_gas: z.optional(z.boolean()),
};

export const evmTransactionDataSchema = z.object({
  from: hexAddressSchema,
  to: z.optional(hexAddressSchema),
  data: z.optional(hexDataSchema),
  value: z.optional(hexQuantitySchema),
  // Fields a wallet request may carry; the service ignores what it does not use.
  gas: z.optional(hexQuantitySchema),
  gas_price: z.optional(hexQuantitySchema),
  authorization_list: z.optional(z.array(z.looseObject({ address: hexAddressSchema }))),
});
export type EvmTransactionData = z.infer<typeof evmTransactionDataSchema>;

export const evmJsonRpcDataSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.array(z.unknown()),
});

function evmScanRequests<C extends z.ZodMiniType<string>>(chain: C) {
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
    account_address: z.optional(z.union([hexAddressSchema, z.literal('')])),
    ...commonEvmRequest,
  });
  const bulk = z.object({
    chain,
    metadata: evmMetadataSchema,
    data: z.array(evmTransactionDataSchema).check(z.minLength(1, 'data needs at least one transaction')),
    account_address: z.optional(hexAddressSchema),
    aggregated: z.optional(z.boolean()),
    ...commonEvmRequest,
    options: z.optional(z.array(evmBulkScanOptionSchema).check(z.minLength(1, 'options needs at least one element'))),
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
  account_id: z.optional(z.string()),
  account_creation_timestamp: z.optional(z.iso.datetime({ offset: true })),
  user_age: z.optional(z.int()),
  user_country_code: z.optional(z.string()),
});
export const connectionSchema = z.object({
  user_agent: z.optional(z.string()),
  ip_address: z.optional(z.string()),
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
  account: z._default(z.looseObject({
    account_id: z._default(z.string(), ''),
    user_country_code: z._default(z.string(), ''),
    age_in_years: z.optional(z.number()),
    created: z.optional(z.string()),
  }), { account_id: '', user_country_code: '' }),
  connection: z._default(z.looseObject({
    ip_address: z._default(z.string(), ''),
    user_agent: z._default(z.string(), () => globalThis.navigator?.userAgent ?? ''),
  }), () => ({ ip_address: '', user_agent: globalThis.navigator?.userAgent ?? '' })),
  domain: z.optional(z.string()),
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
  addresses: z.array(hexAddressSchema).check(z.minLength(1, 'addresses needs at least one element')),
});
export const engineAddressScanRequestSchema = z.extend(evmAddressScanRequestSchema, { chain: engineChainSchema });
export type EvmAddressScanRequest = z.infer<typeof evmAddressScanRequestSchema>;
/** Input type: callers may leave `metadata` empty (the engine does not read it). */
export type EngineAddressScanRequest = z.input<typeof engineAddressScanRequestSchema>;

export const evmReportRequestSchema = z.object({
  event: z.enum(['FALSE_POSITIVE', 'FALSE_NEGATIVE']),
  report: z.object({ type: z.literal('request_id'), request_id: z.string().check(z.minLength(1)) }),
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
  address: z.optional(z.union([z.string(), nullAsUndefined])),
  metadata: z.optional(z.unknown()),
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
  status: z.optional(z.union([z.string(), nullAsUndefined])),
  result_type: z.optional(z.union([z.string(), nullAsUndefined])),
  description: text(),
  reason: text(),
  classification: text(),
  features: listOf(validationFeatureSchema),
  /** Present when `status` or `result_type` is "Error": why the validation failed. */
  error: z.optional(z.union([z.string(), nullAsUndefined])),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/**
 * An asset. SDK variants (ERC20, ERC721, ERC1155, NATIVE, NONERC) all carry
 * `type`; the review only needs it to tell NFTs from fungible tokens, so a
 * missing type is tolerated (shown as a fungible amount with its symbol).
 */
export const assetSchema = z.looseObject({
  type: z.optional(z.string()),
  name: z.optional(z.union([z.string(), nullAsUndefined])),
  symbol: z.optional(z.union([z.string(), nullAsUndefined])),
  address: z.optional(z.union([z.string(), nullAsUndefined])),
  decimals: z.optional(z.union([z.int(), nullAsUndefined])),
  logo_url: z.optional(z.union([z.string(), nullAsUndefined])),
  chain_name: z.optional(z.union([z.string(), nullAsUndefined])),
  chain_id: z.optional(z.union([z.int(), nullAsUndefined])),
});
export type Asset = z.infer<typeof assetSchema>;

/** One movement of an asset: the SDK requires `raw_value` (fungible) or `token_id` (NFT); the examples omit either. */
export const diffEntrySchema = z.looseObject({
  usd_price: z.optional(z.union([z.string(), nullAsUndefined])),
  summary: z.optional(z.union([z.string(), nullAsUndefined])),
  value: z.optional(z.union([z.string(), nullAsUndefined])),
  raw_value: z.optional(z.union([z.string(), nullAsUndefined])),
  token_id: z.optional(z.union([z.string(), nullAsUndefined])),
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
  in: z.optional(z.union([z.string(), nullAsUndefined])),
  out: z.optional(z.union([z.string(), nullAsUndefined])),
  total: z.optional(z.union([z.string(), nullAsUndefined])),
});

/**
 * Exposure ("not shown" in the spec). From the SDK and the examples: per
 * asset, a `spenders` map from spender address to
 * `{ approval?: hex amount, is_approved_for_all?: boolean, expiration?, summary?, exposure? }`.
 */
export const spenderSchema = z.looseObject({
  approval: z.optional(z.union([z.string(), nullAsUndefined])),
  is_approved_for_all: z.optional(z.union([z.boolean(), nullAsUndefined])),
  expiration: z.optional(z.union([z.string(), nullAsUndefined])),
  summary: z.optional(z.union([z.string(), nullAsUndefined])),
  exposure: z.optional(z.union([z.array(diffEntrySchema), nullAsUndefined])),
});
export type Spender = z.infer<typeof spenderSchema>;

export const exposureSchema = z.looseObject({
  asset_type: z.optional(z.union([z.string(), nullAsUndefined])),
  asset: assetSchema,
  spenders: recordOf(spenderSchema),
});
export type Exposure = z.infer<typeof exposureSchema>;

export const balanceChangeSchema = z.looseObject({ before: z.optional(z.unknown()), after: z.optional(z.unknown()) });

/**
 * A trace. The review does not show traces; the SDK has eight kinds (asset,
 * exposure, bridge traces with nullable parts), so only the common fields are
 * typed and each is optional.
 */
export const traceSchema = z.looseObject({
  trace_type: z.optional(z.union([z.string(), nullAsUndefined])),
  from_address: z.optional(z.union([z.string(), nullAsUndefined])),
  to_address: z.optional(z.union([z.string(), nullAsUndefined])),
  labels: z.optional(z.union([z.array(z.string()), nullAsUndefined])),
  type: z.optional(z.union([z.string(), nullAsUndefined])),
});

/**
 * The scanned account's summary. The SDK requires all five parts; the
 * published Hyperliquid example has no `exposures` or `total_usd_exposure`,
 * so each part is optional (lists default to []).
 */
export const accountSummarySchema = z.looseObject({
  assets_diffs: listOf(z.extend(assetDiffSchema, { asset_type: z.optional(z.union([z.string(), nullAsUndefined])), balance_changes: z.optional(z.union([balanceChangeSchema, nullAsUndefined])) })),
  traces: listOf(traceSchema),
  total_usd_diff: z.optional(z.union([usdTotalsSchema, nullAsUndefined])),
  exposures: listOf(exposureSchema),
  total_usd_exposure: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

const calldataSchema = z.looseObject({
  function_selector: z.optional(z.union([z.string(), nullAsUndefined])),
  function_signature: z.optional(z.union([z.string(), nullAsUndefined])),
  function_declaration: z.optional(z.union([z.string(), nullAsUndefined])),
});

export const simulationParamsSchema = z.looseObject({
  from: z.optional(z.union([z.string(), nullAsUndefined])),
  to: z.optional(z.union([z.string(), nullAsUndefined])),
  value: z.optional(z.union([z.string(), nullAsUndefined])),
  data: z.optional(z.union([z.string(), nullAsUndefined])),
  gas: z.optional(z.union([z.string(), nullAsUndefined])),
  gas_price: z.optional(z.union([z.string(), nullAsUndefined])),
  block_tag: z.optional(z.union([z.string(), nullAsUndefined])),
  chain: z.optional(z.union([z.string(), nullAsUndefined])),
  calldata: z.optional(z.union([calldataSchema, nullAsUndefined])),
  user_operation_calldata: z.optional(z.union([calldataSchema, nullAsUndefined])),
});

export const addressDetailSchema = z.looseObject({
  name_tag: z.optional(z.union([z.string(), nullAsUndefined])),
  contract_name: z.optional(z.union([z.string(), nullAsUndefined])),
  /** SDK: whether the address is an EOA. */
  is_eoa: z.optional(z.union([z.boolean(), nullAsUndefined])),
  /** Ours (not in the spec): whether the address has code, when the engine could tell. */
  is_contract: z.optional(z.boolean()),
});


/**
 * Simulation (success or error). `status` is optional: the published Seaport
 * example has none (a simulation with results and no status is a success).
 * Maps the review reads default to {} when absent or null; the ones it does
 * not read (`contract_management`, `session_key`, `transaction_actions`,
 * `cross_chain_asset_diffs`, ...) pass through untyped.
 */
export const simulationResultSchema = z.looseObject({
  status: z.optional(z.union([z.string(), nullAsUndefined])),
  /** Present when status is "Error" (a revert reason, an RPC failure). */
  error: z.optional(z.union([z.string(), nullAsUndefined])),
  /** SDK (error variant): what the failure means, in words. */
  description: z.optional(z.union([z.string(), nullAsUndefined])),
  assets_diffs: recordOf(z.array(assetDiffSchema)),
  total_usd_diff: z.optional(z.union([z.record(z.string(), usdTotalsSchema), nullAsUndefined])),
  exposures: recordOf(z.array(exposureSchema)),
  total_usd_exposure: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  address_details: recordOf(addressDetailSchema),
  account_summary: z.optional(z.union([accountSummarySchema, nullAsUndefined])),
  params: z.optional(z.union([simulationParamsSchema, nullAsUndefined])),
  contract_management: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  session_key: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const eventSchema = z.looseObject({
  emitter_address: z.optional(z.union([z.string(), nullAsUndefined])),
  emitter_name: z.optional(z.union([z.string(), nullAsUndefined])),
  name: z.optional(z.union([z.string(), nullAsUndefined])),
  params: z.optional(z.union([z.array(z.looseObject({ type: z.optional(z.union([z.string(), nullAsUndefined])), value: z.optional(z.unknown()), internalType: z.optional(z.union([z.string(), nullAsUndefined])), name: z.optional(z.union([z.string(), nullAsUndefined])) })), nullAsUndefined])),
  topics: z.optional(z.union([z.array(z.string()), nullAsUndefined])),
  data: z.optional(z.union([z.string(), nullAsUndefined])),
});

export const gasEstimationSchema = z.looseObject({
  status: z.optional(z.union([z.string(), nullAsUndefined])),
  used: z.optional(z.union([z.string(), nullAsUndefined])),
  estimate: z.optional(z.union([z.string(), nullAsUndefined])),
  error: z.optional(z.union([z.string(), nullAsUndefined])),
});

/**
 * The EVM scan envelope (JSON-RPC, transaction, and each bulk element). The
 * spec and the SDK mark `block` and `chain` required; the published examples
 * have neither and the review needs neither, so both are optional. `features`
 * is `unknown` in the SDK: any JSON value is kept.
 */
export const evmScanResponseSchema = z.looseObject({
  block: z.optional(z.union([z.union([z.string(), z.number()]), nullAsUndefined])),
  chain: z.optional(z.union([z.string(), nullAsUndefined])),
  validation: z.optional(z.union([validationResultSchema, nullAsUndefined])),
  simulation: z.optional(z.union([simulationResultSchema, nullAsUndefined])),
  events: z.optional(z.union([z.array(eventSchema), nullAsUndefined])),
  gas_estimation: z.optional(z.union([gasEstimationSchema, nullAsUndefined])),
  features: z.optional(z.unknown()),
  account_address: z.optional(z.union([z.string(), nullAsUndefined])),
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
  label: z.optional(z.union([z.string(), nullAsUndefined])),
  validation: z.pipe(z.nullish(z.looseObject({
    result_type: z.optional(z.union([z.string(), nullAsUndefined])),
    features: listOf(addressValidationFeatureSchema),
  })), z.transform((value) => value ?? { result_type: undefined, features: [] })),
});
export const evmAddressScanResponseSchema = z.looseObject({ results: listOf(extendedAddressResultSchema) });
export type EvmAddressScanResponse = z.infer<typeof evmAddressScanResponseSchema>;

/** Report responses are "not shown", so every JSON body (or none) is accepted and returned as unknown. */
export const unrestrictedResponseSchema = z.unknown();
