/**
 * Going around the guard: a page can post a signing request straight into a
 * wallet's own content-script channel (window.postMessage), which the wallet
 * then signs without any provider call Preflight wraps. The bridge sees every
 * message posted to its window; this finds a signing call in one, so the
 * background can warn. Channel names from the wallets' public source:
 * MetaMask (`metamask-contentscript`, substream `metamask-provider`; legacy
 * `contentscript`) and Rabby (`rabby-content-script`). Wallets whose source is
 * not public (Coinbase Wallet, Phantom, Trust, OKX) are caught by shape: a
 * JSON-RPC signing call nested in the message as their stream libraries nest
 * it. Cheap for ordinary messages: a few property reads, no copying.
 */
import { SIGNING_METHODS } from '../methods';

export interface ObservedCall {
  /** The channel the message named (its `target`), or 'window message'. */
  channel: string;
  method: string;
  params: unknown;
}

const SIGNING: ReadonlySet<string> = new Set(SIGNING_METHODS);
// Stryker disable next-line ArrayDeclaration,StringLiteral: documentation only; nothing reads this list (the finder below matches by shape, whatever the channel)
export const KNOWN_WALLET_CHANNELS: readonly string[] = ['metamask-contentscript', 'contentscript', 'rabby-content-script'];

const get = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Reflect.get(v, key) : undefined);

/** The signing call in a wallet-stream message ({ target, data: { name, data: { method, params } } } and the like), or null. */
export function walletChannelCall(data: unknown): ObservedCall | null {
  const target = get(data, 'target');
  const channel = typeof target === 'string' ? target.slice(0, 100) : 'window message';
  // The nestings the stream libraries use: the payload itself, data, data.data, data.data.data, payload, request.
  const inner = get(data, 'data');
  for (const candidate of [data, inner, get(inner, 'data'), get(get(inner, 'data'), 'data'), get(data, 'payload'), get(data, 'request')]) {
    const method = get(candidate, 'method');
    // Stryker disable next-line ConditionalExpression: the set holds only strings, so the type check changes no answer (it names the type for TypeScript)
    if (typeof method === 'string' && SIGNING.has(method)) return { channel, method, params: get(candidate, 'params') ?? null };
  }
  return null;
}
