/**
 * One held Solana signing call: its arguments snapshotted at once
 * (./snapshot.ts), posted for review on the page channel, and answered exactly
 * once. On Approve the background's keyed forward calls `wallet.request` below,
 * which calls the wallet's original method with the dapp's arguments (the
 * reviewed byte arrays as fresh copies) after checking that they still read as
 * reviewed; the dapp then gets the wallet's own answer, as the wallet gave it
 * (bytes, objects, its own error). Reject and the bridge's refusals answer with
 * an Error carrying `code`, as wallets do (4001 "User rejected the request.").
 */
import type { SettleOutcome } from '../../messaging/page-channel';
import { internal, notActive } from '../../provider/constants';
import { apply, jsonStringify, read } from '../../provider/pristine';
import { WalletRpcError } from '../../provider/rpc-error';
import type { Hold } from './link';
import { freshArgs, snapshot } from './snapshot';

export type Fn = (...args: unknown[]) => unknown;
export const isFn = (v: unknown): v is Fn => typeof v === 'function';

export interface HeldCall {
  /** The wallet's method, and the object it belongs to (its `this`). */
  original: Fn;
  self: unknown;
  /** The method's name ('signTransaction', 'request', …); the request says `solana:<name>`. */
  name: string;
  args: unknown[];
  /** The wallet's name and, for an injected provider, its connected account. */
  wallet: string;
  account?: string;
  /** An injected provider's word on its network (RPC endpoint, network name, genesis hash), when it gives one. */
  cluster?: string;
}

const sends = (call: HeldCall): boolean => /^signAndSend/.test(String(call.name === 'request' ? read(call.args[0], 'method') : call.name));

const changed = (): WalletRpcError => new WalletRpcError(internal('the request changed after it was reviewed, so it was not sent to your wallet'));

export function holdCall(hold: Hold | undefined, call: HeldCall): Promise<unknown> {
  const shot = snapshot(call.args);
  const reviewed = jsonStringify(shot);
  return new Promise((resolve, reject) => {
    if (!hold) return reject(new WalletRpcError(notActive()));
    /** The wallet's own answer once the forward called it. */
    let answer: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined;
    const request = (): Promise<unknown> => {
      let started: unknown;
      try {
        if (jsonStringify(snapshot(call.args)) !== reviewed) throw changed();
        started = apply(call.original, call.self, freshArgs(call.args, shot));
      } catch (error) {
        answer = { ok: false, error };
        return Promise.reject(error);
      }
      return Promise.resolve(started).then(
        (value) => {
          answer = { ok: true, value };
          // A sent transaction's signature, for the history (lib/broker/solana-sent.ts checks it): posted with the settle.
          return sends(call) ? { solanaSent: snapshot(value) } : undefined;
        },
        (error: unknown) => {
          answer = { ok: false, error };
          throw error;
        },
      );
    };
    const settle = (o: SettleOutcome): void => {
      if (answer?.ok) resolve(answer.value);
      else if (answer) reject(answer.error);
      else if (o.kind === 'error') reject(new WalletRpcError(o.error));
      else resolve(o.result);
    };
    const params = { wallet: call.wallet, ...(call.account ? { account: call.account } : {}), ...(call.cluster ? { cluster: call.cluster } : {}), args: shot };
    try {
      hold({ provider: { kind: 'window' }, style: 'request', method: `solana:${call.name}`, params }, settle, { request });
    } catch {
      reject(new WalletRpcError(internal('the request could not be held for review')));
    }
  });
}
