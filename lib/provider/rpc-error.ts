/**
 * The Error a dapp receives for a held request: an Error with `code` and
 * `data`, as wallets throw. Same shape as ProviderRpcError in lib/rpc-errors,
 * which the MAIN-world script cannot import without pulling in zod.
 */
import type { RpcErrorPayload } from '../rpc-errors';

export class WalletRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(payload: RpcErrorPayload) {
    super(payload.message);
    this.code = payload.code;
    this.data = payload.data;
  }
}

export interface JsonRpcResponse {
  id: unknown;
  jsonrpc: '2.0';
  result?: unknown;
  error?: RpcErrorPayload;
}
