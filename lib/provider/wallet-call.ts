/**
 * Calls a wallet through its original methods (kept by the wrapper) and turns
 * whatever it answers into plain, cloneable data: the result as JSON (bigints
 * as 0x-hex), an error as an EIP-1193 error payload.
 */
import type { RpcErrorPayload } from '../rpc-errors';
import type { PreflightHook } from './hook';
import { read } from './wrap';

export type WalletAnswer = { ok: true; result: unknown } | { ok: false; error: RpcErrorPayload };

/** Structured-clone safe copy (wallet objects may hold functions or bigints). */
export function plain(value: unknown): unknown {
  // Stryker disable next-line ConditionalExpression: JSON.stringify(undefined) is undefined, which the next lines also answer with null
  if (value === undefined) return null;
  try {
    const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? '0x' + v.toString(16) : v));
    // Stryker disable next-line ConditionalExpression: JSON.parse(undefined) throws, and the catch answers null too
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function toError(err: unknown): RpcErrorPayload {
  const code = read(err, 'code');
  const message = read(err, 'message');
  const data = read(err, 'data');
  const payload: RpcErrorPayload = {
    // Stryker disable next-line ConditionalExpression: Number.isInteger is false for anything but a number
    code: typeof code === 'number' && Number.isInteger(code) ? code : -32603,
    message: typeof message === 'string' ? message : String(err),
  };
  if (data !== undefined) payload.data = plain(data);
  return payload;
}

function call(wallet: PreflightHook, method: string, params: unknown): Promise<unknown> {
  const { request, sendAsync } = wallet;
  // Called here, not in a then() callback: the page owns Promise.prototype.then and could call a
  // closure that signs the approved call again.
  if (request) {
    try {
      return Promise.resolve(request({ method, params }));
    } catch (err) {
      return Promise.reject(err);
    }
  }
  if (sendAsync) {
    return new Promise((resolve, reject) => {
      sendAsync({ jsonrpc: '2.0', id: Date.now(), method, params }, (err, response) => {
        const rpcError = read(response, 'error');
        if (err) reject(err);
        else if (rpcError) reject(rpcError);
        else resolve(read(response, 'result'));
      });
    });
  }
  return Promise.reject({ code: 4200, message: 'The wallet does not support request().' });
}

/** The wallet's answer to exactly `{ method, params }`; never rejects. */
export const callWallet = (wallet: PreflightHook, method: string, params: unknown): Promise<WalletAnswer> =>
  call(wallet, method, params).then(
    (result): WalletAnswer => ({ ok: true, result: plain(result) }),
    (err: unknown): WalletAnswer => ({ ok: false, error: toError(err) }),
  );
