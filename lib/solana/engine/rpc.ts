/**
 * A small Solana JSON-RPC client over fetch (the caller's fetch, so service
 * workers and tests choose it), with a timeout and zod-checked answers. Kit's
 * RPC stack is not used: this engine needs three methods, and the extension's
 * bundle budget is tight.
 */
import { z } from 'zod/mini';

export const RPC_TIMEOUT_MS = 8_000;

export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError';
}

const accountSchema = z.nullable(z.object({
  lamports: z.number(),
  owner: z.string(),
  data: z.tuple([z.string(), z.literal('base64')]),
  executable: z.optional(z.boolean()),
}));
export type RpcAccount = z.infer<typeof accountSchema>;

const multipleAccountsSchema = z.object({ value: z.array(accountSchema) });
const simulationSchema = z.object({
  value: z.object({
    err: z.unknown(),
    logs: z.optional(z.nullable(z.array(z.string()))),
    accounts: z.optional(z.nullable(z.array(accountSchema))),
    unitsConsumed: z.optional(z.number()),
  }),
});
export type RpcSimulation = z.infer<typeof simulationSchema>['value'];

const envelopeSchema = z.object({ result: z.optional(z.unknown()), error: z.optional(z.object({ code: z.optional(z.number()), message: z.string() })) });

export interface SolanaRpc {
  getMultipleAccounts(addresses: readonly string[]): Promise<RpcAccount[]>;
  simulateTransaction(base64: string, accounts: readonly string[]): Promise<RpcSimulation>;
}

export function solanaRpc(url: string, fetchFn: typeof fetch = fetch): SolanaRpc {
  let id = 0;
  async function call<T>(method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RPC_TIMEOUT_MS);
    try {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: controller.signal,
      });
      if (!res.ok) throw new SolanaRpcError(`${method}: the RPC answered HTTP ${res.status}`);
      const body = envelopeSchema.parse(await res.json());
      if (body.error !== undefined) throw new SolanaRpcError(`${method}: ${body.error.message}`);
      const parsed = schema.safeParse(body.result);
      if (!parsed.success) throw new SolanaRpcError(`${method}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      return parsed.data;
    } catch (error) {
      if (error instanceof SolanaRpcError) throw error;
      const why = controller.signal.aborted ? `no answer within ${RPC_TIMEOUT_MS / 1000} s` : error instanceof Error ? error.message : String(error);
      throw new SolanaRpcError(`${method}: ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    async getMultipleAccounts(addresses) {
      if (addresses.length === 0) return [];
      const r = await call('getMultipleAccounts', [addresses, { encoding: 'base64', commitment: 'confirmed' }], multipleAccountsSchema);
      return r.value;
    },
    async simulateTransaction(base64, accounts) {
      const r = await call('simulateTransaction', [base64, {
        encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed',
        innerInstructions: true, accounts: { encoding: 'base64', addresses: accounts },
      }], simulationSchema);
      return r.value;
    },
  };
}
