/**
 * EIP-1193 / JSON-RPC error codes and the errors Preflight gives a dapp.
 * Messages match what wallets (and viem's error classes) use, because many
 * dapps compare them.
 */
import { z } from 'zod/mini';

export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  invalidParams: -32602,
  internal: -32603,
  /** EIP-1474 "limit exceeded": the page has too many requests waiting. */
  limitExceeded: -32005,
} as const;

export type RpcErrorCode = (typeof RPC_ERROR_CODES)[keyof typeof RPC_ERROR_CODES];

/** An error as it crosses the page channel: what the dapp's promise rejects with. */
export const rpcErrorPayloadSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.optional(z.unknown()),
});
export type RpcErrorPayload = z.infer<typeof rpcErrorPayloadSchema>;

export const userRejected = (): RpcErrorPayload => ({ code: RPC_ERROR_CODES.userRejected, message: 'User rejected the request.' });
export const invalidParams = (details: string): RpcErrorPayload => ({ code: RPC_ERROR_CODES.invalidParams, message: `Invalid parameters: ${details}` });
export const internalError = (details: string): RpcErrorPayload => ({ code: RPC_ERROR_CODES.internal, message: `Internal error: ${details}` });
export const limitExceeded = (details: string): RpcErrorPayload => ({ code: RPC_ERROR_CODES.limitExceeded, message: `Request limit exceeded: ${details}` });
export const disconnected = (): RpcErrorPayload => ({ code: RPC_ERROR_CODES.disconnected, message: 'The provider is disconnected.' });

/** The Error object a dapp receives: an Error with `code` (and `data`), like wallets throw. */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(payload: RpcErrorPayload) {
    super(payload.message);
    this.name = 'ProviderRpcError';
    this.code = payload.code;
    this.data = payload.data;
  }
}
