/**
 * The one function the background runs in a dapp page's MAIN world
 * (scripting.executeScript with `func`). The browser serialises it, so it
 * must be self-contained: no imports, no closures, no helpers from outside.
 *
 * - 'forward': after a click on Approve, call the wallet's ORIGINAL request
 *   (kept by the wrapper under Symbol.for('preflight.hook.v1')) and post the
 *   wallet's answer to the wrapper as a `settle` message. It returns at once;
 *   the wallet may take minutes (its own confirmation).
 * - 'reject': post a `settle` with the given error (4001 on reject).
 * - 'rpc': a read-only call for the scanner; the result is returned to the
 *   background (executeScript awaits the promise).
 *
 * No page message can trigger any of this: only the background can.
 */
import { z } from 'zod';
import type { ProviderRef } from '../messaging/page-channel';
import { rpcErrorPayloadSchema, type RpcErrorPayload } from '../rpc-errors';

export type InPageMode = 'forward' | 'reject' | 'rpc';

export const inPageResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: rpcErrorPayloadSchema }),
]);
export type InPageResult = z.infer<typeof inPageResultSchema>;

export function preflightInPage(
  mode: InPageMode,
  id: string,
  ref: ProviderRef,
  method: string,
  params: unknown,
  rejection: RpcErrorPayload | null,
): InPageResult | Promise<InPageResult> {
  const get = (obj: unknown, key: PropertyKey): unknown =>
    (typeof obj === 'object' && obj !== null) || typeof obj === 'function' ? Reflect.get(obj, key) : undefined;
  // Structured-clone safe copy (wallet objects may hold functions or bigints).
  const plain = (value: unknown): unknown => {
    if (value === undefined) return null;
    try {
      const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? '0x' + v.toString(16) : v));
      return text === undefined ? null : JSON.parse(text);
    } catch {
      return null;
    }
  };
  const toError = (err: unknown): RpcErrorPayload => {
    const code = get(err, 'code');
    const message = get(err, 'message');
    const data = get(err, 'data');
    const payload: RpcErrorPayload = {
      code: typeof code === 'number' && Number.isInteger(code) ? code : -32603,
      message: typeof message === 'string' ? message : String(err),
    };
    if (data !== undefined) payload.data = plain(data);
    return payload;
  };
  const settle = (outcome: { kind: 'result'; result: unknown } | { kind: 'error'; error: RpcErrorPayload }): void => {
    // '*' as OWN_WINDOW in lib/provider/constants.ts: works in sandboxed (opaque-origin) frames.
    window.postMessage({ channel: 'preflight:v1', type: 'settle', id, outcome }, '*');
  };
  const findProvider = (): unknown => {
    const ethereum = get(window, 'ethereum');
    if (ref.kind === 'window') return ethereum;
    if (ref.kind === 'providers') return get(get(ethereum, 'providers'), ref.index);
    // EIP-6963: wallets announce synchronously in answer to requestProvider.
    let byUuid: unknown;
    let byRdns: unknown;
    const onAnnounce = (event: Event): void => {
      const detail = get(event, 'detail');
      const info = get(detail, 'info');
      if (get(info, 'uuid') === ref.uuid) byUuid = get(detail, 'provider');
      else if (byRdns === undefined && get(info, 'rdns') === ref.rdns) byRdns = get(detail, 'provider');
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    try {
      window.dispatchEvent(new Event('eip6963:requestProvider'));
    } finally {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
    }
    return byUuid ?? byRdns;
  };
  const callWallet = (): Promise<unknown> => {
    const provider = findProvider();
    if (provider === undefined || provider === null) {
      return Promise.reject({ code: 4900, message: 'The wallet is no longer available on this page.' });
    }
    const hook = get(provider, Symbol.for('preflight.hook.v1'));
    const original = get(hook, 'request');
    // No hook: the wrapper never patched this object, so its request() is the wallet's own.
    const request = typeof original === 'function' ? original : get(provider, 'request');
    const self = typeof original === 'function' ? hook : provider;
    if (typeof request === 'function') {
      try {
        return Promise.resolve(Reflect.apply(request, self, [{ method, params }]));
      } catch (err) {
        return Promise.reject(err);
      }
    }
    const sendAsync = get(hook, 'sendAsync') ?? get(provider, 'sendAsync');
    if (typeof sendAsync === 'function') {
      return new Promise((resolve, reject) => {
        const callback = (err: unknown, response: unknown): void => {
          const rpcError = get(response, 'error');
          if (err) reject(err);
          else if (rpcError) reject(rpcError);
          else resolve(get(response, 'result'));
        };
        Reflect.apply(sendAsync, provider, [{ jsonrpc: '2.0', id: Date.now(), method, params }, callback]);
      });
    }
    return Promise.reject({ code: 4200, message: 'The wallet does not support request().' });
  };

  if (mode === 'reject') {
    settle({ kind: 'error', error: rejection ?? { code: 4001, message: 'User rejected the request.' } });
    return { ok: true, result: null };
  }
  if (mode === 'forward') {
    callWallet().then(
      (result) => settle({ kind: 'result', result: plain(result) }),
      (err: unknown) => settle({ kind: 'error', error: toError(err) }),
    );
    return { ok: true, result: null };
  }
  return callWallet().then(
    (result): InPageResult => ({ ok: true, result: plain(result) }),
    (err: unknown): InPageResult => ({ ok: false, error: toError(err) }),
  );
}
