/**
 * What `preflight scan FILE` accepts: a short JSON-RPC form
 * `{ chain, domain, account_address?, method, params }`, a full JSON-RPC scan
 * body (`data.method`), a transaction scan body (`data.from`), or a Solana
 * scan request (`cluster`, lib/solana/scan-request.ts).
 */
import { z } from 'zod/mini';
import {
  engineJsonRpcScanRequestSchema,
  engineTransactionScanRequestSchema,
  evmScanOptionSchema,
  type EngineJsonRpcScanRequest,
  type EngineTransactionScanRequest,
} from '../api/schemas/evm';
import { engineChainSchema } from '../chains';
import { solanaScanRequestSchema, type SolanaScanRequest } from '../solana/scan-request';

const shortJsonRpcSchema = z.object({
  chain: engineChainSchema,
  domain: z.optional(z.string()),
  account_address: z.optional(z.string()),
  method: z.string().check(z.minLength(1)),
  params: z.array(z.unknown()),
  options: z.optional(z.array(evmScanOptionSchema).check(z.minLength(1))),
  block: z.optional(z.union([z.string(), z.number()])),
});

export type ScanInput =
  | { kind: 'jsonRpc'; request: EngineJsonRpcScanRequest }
  | { kind: 'transaction'; request: EngineTransactionScanRequest }
  | { kind: 'solana'; request: SolanaScanRequest };

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid request';
}

/** Throws an Error with a one-line message on bad input. `defaultOptions` applies when the file names none. */
export function parseScanInput(raw: unknown, defaultOptions: Array<z.infer<typeof evmScanOptionSchema>>): ScanInput {
  const shape = z.object({ data: z.optional(z.object({ from: z.optional(z.unknown()), method: z.optional(z.unknown()) })) }).safeParse(raw);
  if (!shape.success) throw new Error('request must be a JSON object');
  if (z.object({ cluster: z.unknown() }).safeParse(raw).success) {
    const parsed = solanaScanRequestSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`invalid Solana scan request: ${firstIssue(parsed.error)}`);
    return { kind: 'solana', request: parsed.data };
  }
  if (shape.data.data?.from !== undefined) {
    const withDefaults = z.looseObject({ options: z.optional(z.unknown()) }).parse(raw);
    const parsed = engineTransactionScanRequestSchema.safeParse({ ...withDefaults, options: withDefaults.options ?? defaultOptions });
    if (!parsed.success) throw new Error(`invalid transaction scan request: ${firstIssue(parsed.error)}`);
    return { kind: 'transaction', request: parsed.data };
  }
  if (shape.data.data?.method !== undefined) {
    const withDefaults = z.looseObject({ options: z.optional(z.unknown()) }).parse(raw);
    const parsed = engineJsonRpcScanRequestSchema.safeParse({ ...withDefaults, options: withDefaults.options ?? defaultOptions });
    if (!parsed.success) throw new Error(`invalid JSON-RPC scan request: ${firstIssue(parsed.error)}`);
    return { kind: 'jsonRpc', request: parsed.data };
  }
  const short = shortJsonRpcSchema.safeParse(raw);
  if (!short.success) throw new Error(`invalid request: ${firstIssue(short.error)}`);
  const s = short.data;
  const parsed = engineJsonRpcScanRequestSchema.safeParse({
    chain: s.chain,
    metadata: s.domain === undefined ? {} : { domain: s.domain },
    data: { method: s.method, params: s.params },
    options: s.options ?? defaultOptions,
    ...(s.account_address === undefined ? {} : { account_address: s.account_address }),
    ...(s.block === undefined ? {} : { block: s.block }),
  });
  if (!parsed.success) throw new Error(`invalid request: ${firstIssue(parsed.error)}`);
  return { kind: 'jsonRpc', request: parsed.data };
}
