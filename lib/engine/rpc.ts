/**
 * The engine's only way to reach a chain: an EIP-1193-like object. Pure fetch,
 * so it runs in an MV3 service worker and in Node; never a page's provider.
 */
import { z } from 'zod/mini';

export interface Eip1193Like {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
}

/** A JSON-RPC failure: the node's error object, or a transport problem (code -32603 / HTTP status). */
export class RpcError extends Error {
  override name = 'RpcError';
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** JSON-RPC "method not found": the node lacks the method (e.g. eth_simulateV1 on an older node). */
export const METHOD_NOT_FOUND = -32601;

const rpcErrorObjectSchema = z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) });
const rpcResponseSchema = z.union([
  z.object({ error: rpcErrorObjectSchema }),
  z.object({ result: z.unknown() }),
]);

export interface RpcFromUrlOptions {
  fetch?: typeof fetch;
  /** Per-call timeout; a stuck node must not hold a scan forever. */
  timeoutMs?: number;
}

export function rpcFromUrl(url: string, opts: RpcFromUrlOptions | typeof fetch = {}): Eip1193Like {
  const options: RpcFromUrlOptions = typeof opts === 'function' ? { fetch: opts } : opts;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;
  let nextId = 1;
  return {
    async request({ method, params }) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] });
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new RpcError(-32603, `RPC unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        throw new RpcError(-32603, `RPC answered HTTP ${res.status} without JSON`);
      }
      const parsed = rpcResponseSchema.safeParse(json);
      if (!parsed.success) throw new RpcError(-32603, `RPC answered HTTP ${res.status} with a malformed body`);
      if ('error' in parsed.data) {
        const e = parsed.data.error;
        throw new RpcError(e.code, e.message, e.data);
      }
      return parsed.data.result;
    },
  };
}

/** Any thrown value from a provider as an RpcError (providers throw their own error shapes). */
export function toRpcError(err: unknown): RpcError {
  if (err instanceof RpcError) return err;
  const shaped = z.object({ code: z.number(), message: z.string() }).safeParse(err);
  if (shaped.success) return new RpcError(shaped.data.code, shaped.data.message);
  return new RpcError(-32603, err instanceof Error ? err.message : String(err));
}

/** Calls a method and parses the result with a schema; throws RpcError on any failure. */
export async function rpcCall<T>(rpc: Eip1193Like, method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await rpc.request({ method, params });
  } catch (err) {
    throw toRpcError(err);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new RpcError(-32603, `unexpected ${method} result`);
  return parsed.data;
}
