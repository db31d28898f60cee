/**
 * The legacy Wallet Standard channel, `navigator.wallets` (still fed by
 * @wallet-standard/wallet's DEPRECATED_registerWallet and by older wallets):
 * an array of callbacks, each waiting for an app's `{ register }`. Left as a
 * plain array, any page script could read a callback (or take over `push`, or
 * the property) and call it with its own register, receiving the raw wallet.
 * So the property is ours for good (not configurable): a getter answering one
 * array whose own, fixed `push` keeps only callbacks wrapped by `adopt`
 * (./standard.ts: they register stand-ins, whoever calls them), in fixed
 * slots; `adopt` also hands each to the apps, as registerWallet does. An
 * app's own legacy path (DEPRECATED_getWallets) cannot replace the property
 * (it logs an error) and gets these wallets through the events instead.
 */
import { apply, defineProperty, isArray, isFn, read, type Fn } from './safe';

export function guardLegacyWallets(nav: object, adopt: (callback: Fn) => Fn): void {
  const shown: unknown[] = [];
  const push = (...callbacks: unknown[]): number => {
    for (let i = 0; i < callbacks.length; i++) {
      const callback = callbacks[i];
      if (isFn(callback)) defineProperty(shown, shown.length, { value: adopt(callback) });
    }
    return shown.length;
  };
  const before = read(nav, 'wallets');
  defineProperty(shown, 'push', { value: push });
  // Refused when another script already made it fixed: do no harm.
  if (!defineProperty(nav, 'wallets', { get: () => shown, set() {} })) return;
  // Callbacks pushed before this script ran (another extension's MAIN-world script).
  if (isArray(before)) apply(push, undefined, before);
}
