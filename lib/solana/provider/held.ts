/**
 * One held Solana signing call: its arguments snapshotted at once
 * (./snapshot.ts), posted for review on the page channel, and answered exactly
 * once. On Approve the background's keyed forward calls `request` below,
 * which snapshots the arguments again, checks that they still read as
 * reviewed, and calls the wallet's original method with that second pass's
 * copies (the reviewed byte arrays as fresh copies); the dapp then gets the
 * wallet's own answer, as the wallet gave it (bytes, objects, its own error).
 * Reject and the bridge's refusals answer with an Error carrying `code`, as
 * wallets do (4001 "User rejected the request.").
 */
import { internal, notActive } from '../../provider/constants';
import type { RpcErrorPayload } from '../../rpc-errors';
import type { Hold } from './link';
import { apply, assign, isArray, parse, type Fn } from './safe';
import { plain, snapshot } from './snapshot';

/** The page's Promise may be replaced later; this one is the realm's own. */
const P = Promise;
/** An Error with `code` (and `data`), as wallets throw: lib/provider/rpc-error.ts's WalletRpcError without a class, for size. */
const walletError = (payload: RpcErrorPayload): Error => assign(new Error(payload.message), payload);

/** What the review says of the wallet: its name and, for an injected provider, its account and its word on its network. */
export interface About {
  wallet: string;
  account?: unknown;
  cluster?: unknown;
}

/**
 * Holds `original` called on `self` with `args`; `name` is the wallet method
 * (the request says `solana:<name>`).
 */
export function holdCall(hold: Hold | undefined, original: Fn, self: unknown, name: string, args: unknown[], about: About): Promise<unknown> {
  return new P((resolve, reject) => {
    if (!hold) throw walletError(notActive());
    let reviewed: string | undefined;
    try {
      reviewed = snapshot(args).text;
    } catch {
      // Unreadable (a getter or serialize() that throws): posted without arguments, so the background refuses it visibly.
    }
    /** The wallet's own answer, once the forward called it: it is what the dapp gets. */
    let answer: Promise<unknown> | undefined;
    const request = (): Promise<unknown> => {
      answer = new P((called) => {
        const { text, copy } = snapshot(args);
        if (text !== reviewed || !isArray(copy)) throw walletError(internal('the request changed after review'));
        called(apply(original, self, copy));
      });
      // A sent transaction's signature ("signAndSend…": S at 7), for the history (lib/broker/solana-sent.ts checks it): posted with the settle.
      return answer.then((value) => (name[7] === 'S' ? { solanaSent: plain(value) } : undefined));
    };
    hold({ provider: { kind: 'window' }, style: 'request', method: `solana:${name}`, params: { ...about, args: reviewed && parse(reviewed) } }, (o) => {
      if (answer) resolve(answer);
      else if (o.kind === 'error') reject(walletError(o.error));
      else resolve(o.result);
    }, { request });
  });
}
