/**
 * The one wrapper for a wallet object's signing methods, used for Wallet
 * Standard features (./standard.ts, on a copy) and injected providers
 * (./injected.ts, on the provider itself): every function whose name begins
 * with "sign", its own or its class's (one left on a prototype would reach the
 * wallet unreviewed), and `request({ method, params })` for a method that
 * signs, is defined as held (./held.ts); everything else is the
 * wallet's own.
 */
import { holdCall, type About } from './held';
import type { Hold } from './link';
import { apply, eachKey, getPrototypeOf, isFn, isRec, known, OBJECT_PROTO, put, read, remember, signs } from './safe';

/** `copy` (Wallet Standard) makes the object the held methods go on when the first is found; without it they go on `source`. */
export function holdSigners(hold: Hold | undefined, source: unknown, about: () => About, copy?: (source: object) => object): void {
  if (!isRec(source)) return;
  for (let level: unknown = source; isRec(level) && level !== OBJECT_PROTO; level = getPrototypeOf(level)) {
    eachKey(level, (name) => {
      const request = name === 'request';
      const original = (request || signs(name)) && read(source, name);
      if (!isFn(original) || known(original)) return;
      const held = (...args: unknown[]): unknown => {
        // request({ method, params }): its method read once, so the wallet gets this copy, never a getter that could name another later.
        const method = request ? read(args[0], 'method') : name;
        return signs(method) ? holdCall(hold, original, source, method, request ? [{ method, params: read(args[0], 'params') }] : args, about()) : apply(original, source, args);
      };
      remember(held, held);
      put(copy ? copy(source) : source, name, held);
    });
  }
}
