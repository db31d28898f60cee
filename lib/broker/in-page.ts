/**
 * The one function the background runs in a dapp frame (scripting.executeScript
 * with `func`), in the extension's ISOLATED world, where the bridge left the
 * frame's forward key. The browser serialises it, so it must be
 * self-contained: no imports, no closures, no helpers from outside (the event
 * and global names copy lib/provider/constants.ts; a test checks the copies).
 *
 * It hands a keyed command to the wrapper in the MAIN world
 * (lib/provider/forward-channel.ts), which alone holds the wallet's original
 * methods:
 * - 'forward': after a click on Approve, call the wallet with the approved
 *   snapshot and answer the dapp with the wallet's answer. Returns at once;
 *   the wallet may take minutes (its own confirmation).
 * - 'reject': answer the dapp with the given error (4001 on reject).
 * - 'rpc': a read-only call for the scanner; the wallet's answer is returned
 *   to the background (executeScript awaits the promise).
 *
 * No page message can trigger a forward or an rpc: one without the key is ignored.
 */
import { z } from 'zod/mini';
import type { ProviderRef } from '../messaging/page-channel';
import { rpcErrorPayloadSchema, type RpcErrorPayload } from '../rpc-errors';

export type InPageMode = 'forward' | 'reject' | 'rpc';

// Stryker disable next-line StringLiteral,ObjectLiteral: a mutant here stops the module from loading (an invalid storage area, a zod union without its key), so every test file that imports it fails to load; Stryker's vitest runner counts a file that did not load as no test run
export const inPageResultSchema = z.discriminatedUnion('ok', [
  // Stryker disable next-line ObjectLiteral: as below, an object without `ok` breaks the union when the module loads
  z.object({ ok: z.literal(true), result: z.unknown() }),
  // Stryker disable next-line ObjectLiteral: as above, an object without `ok` breaks the union when the module loads
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
): InPageResult | Promise<unknown> {
  const names = { call: 'preflight:call', answer: 'preflight:answer', keyGlobal: '__preflightForwardKey' };
  const key: unknown = Reflect.get(globalThis, names.keyGlobal);
  if (typeof key !== 'string') return { ok: false, error: { code: 4900, message: 'Preflight is not active in this frame.' } };
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join('');
  let detail: string;
  try {
    detail = JSON.stringify({ key, nonce, mode, id, ref, method, params, rejection });
  } catch {
    return { ok: false, error: { code: -32602, message: 'Invalid parameters: the request is not JSON.' } };
  }
  const send = (): void => void window.dispatchEvent(new CustomEvent(names.call, { detail }));
  if (mode !== 'rpc') {
    send();
    return { ok: true, result: null };
  }
  return new Promise<unknown>((resolve) => {
    const done = (result: unknown): void => {
      clearTimeout(timer);
      // Stryker disable next-line BooleanLiteral: a listener left behind only sees answers with other nonces, which it ignores
      window.removeEventListener(names.answer, onAnswer, true);
      resolve(result);
    };
    const onAnswer = (event: Event): void => {
      const text: unknown = Reflect.get(event, 'detail');
      let answer: unknown;
      try {
        // Stryker disable next-line ConditionalExpression: JSON.parse of a non-string throws or gives a primitive, both ignored below
        answer = typeof text === 'string' ? JSON.parse(text) : undefined;
      }
      // Stryker disable next-line BlockStatement: without the return, an unreadable answer stays undefined and is ignored below
      catch {
        return;
      }
      // Stryker disable next-line ConditionalExpression,LogicalOperator: reading a nonce off a primitive or null throws inside this listener, which ignores the answer all the same
      if (typeof answer !== 'object' || answer === null || Reflect.get(answer, 'nonce') !== nonce) return;
      event.stopImmediatePropagation();
      // The background checks the shape (inPageResultSchema).
      const result: unknown = Reflect.get(answer, 'answer');
      done(result);
    };
    // No wrapper in this frame (or it never answers): an error, not a wait without end.
    const timer = setTimeout(() => done({ ok: false, error: { code: 4900, message: 'The wallet connection in this frame did not answer.' } }), 10_000);
    window.addEventListener(names.answer, onAnswer, true);
    send();
  });
}
