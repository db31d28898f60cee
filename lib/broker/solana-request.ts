/**
 * Reads a held Solana call (the page's snapshot of its arguments, see
 * lib/solana/provider/snapshot.ts) into what is scanned and reviewed: the
 * transactions as wire bytes (base64), or the message, or the sign-in input,
 * with the signing account and the cluster. The snapshot is the page's: every
 * part is checked, and a call whose transactions or message cannot be read is
 * refused (the wallet is never asked), never passed as "nothing to see".
 */
import { getBase58Encoder, getBase64Decoder } from '@solana/kit';
import { z } from 'zod/mini';
import { solanaHeldParamsSchema, SOLANA_METHOD_PREFIX, type SolanaPendingParams } from '../messaging/solana';
import { invalidParams, type RpcErrorPayload } from '../rpc-errors';
import { decodeSolanaTransaction } from '../solana/decode/transaction';
import { solanaAddressSchema, solanaSignInInputSchema, type SolanaCluster, type SolanaSigningMethod } from '../solana/scan-request';

/** Largest batch and transaction read (a Solana packet is 1,232 bytes; room for wallets that take more). */
const MAX_TRANSACTIONS = 100;
const MAX_BYTES = 64 * 1024;

const bytesSchema = z.object({ $b: z.array(z.int().check(z.gte(0), z.lte(255))).check(z.maxLength(MAX_BYTES)) });
const base58Schema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(MAX_BYTES * 2));

type Read = { ok: true; value: SolanaPendingParams } | { ok: false; error: RpcErrorPayload };

const CLUSTERS: Record<string, SolanaCluster> = { mainnet: 'mainnet', 'mainnet-beta': 'mainnet', devnet: 'devnet', testnet: 'testnet', localnet: 'localnet' };

/** 'solana:devnet' (a Wallet Standard chain) → 'devnet'; anything else → undefined. */
export function clusterOf(chain: unknown): SolanaCluster | undefined {
  if (typeof chain !== 'string' || !chain.startsWith('solana:')) return undefined;
  return CLUSTERS[chain.slice('solana:'.length)];
}

const get = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Reflect.get(v, key) : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** Bytes from `{ $b }` or a base58 string (the injected request() API); undefined otherwise. */
function bytesOf(v: unknown): Uint8Array | undefined {
  const b = bytesSchema.safeParse(v);
  if (b.success) return Uint8Array.from(b.data.$b);
  const t = base58Schema.safeParse(v);
  if (!t.success) return undefined;
  try {
    return new Uint8Array(getBase58Encoder().encode(t.data));
  } catch {
    return undefined;
  }
}

/** Reads a compact-u16 at `at`: [value, bytes used]. */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] ?? 0;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  return [value, 3];
}

/** Signatures a message asks for (its header's first byte, after the version byte of a v0 message). */
const requiredSignatures = (message: Uint8Array, at = 0): number | undefined => ((message[at] ?? 0) & 0x80 ? message[at + 1] : message[at]);

/**
 * Wire bytes (signatures, then the message) as wallets sign them. The
 * injected request() API passes the message alone: it gets empty signature
 * slots, as the wallet would before signing.
 */
export function toWire(bytes: Uint8Array): Uint8Array {
  const [count, used] = shortVec(bytes, 0);
  const messageAt = used + 64 * count;
  if (count > 0 && messageAt < bytes.length && requiredSignatures(bytes, messageAt) === count) return bytes;
  const needed = requiredSignatures(bytes) ?? 0;
  const out = new Uint8Array(1 + 64 * needed + bytes.length);
  out[0] = needed;
  out.set(bytes, 1 + 64 * needed);
  return out;
}

/**
 * Why these wire bytes cannot be judged (not a transaction, an unsupported
 * version, an instruction naming an account the message lacks), or undefined.
 * Such a call is refused before review: a review could only show "cannot
 * read" beside an Approve, and the wallet might still sign it.
 */
function undecodable(wire: Uint8Array): string | undefined {
  try {
    decodeSolanaTransaction(wire);
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 200);
  }
}

/** Every input a call carries: the arguments, arrays inside them (signAllTransactions([...])), request()'s params. */
function inputsOf(args: unknown): unknown[] {
  const out: unknown[] = [];
  for (const arg of list(args)) {
    const params = get(arg, 'params');
    if (typeof get(arg, 'method') === 'string') out.push(...list(params));
    else out.push(...list(arg));
  }
  return out;
}

function transactionsOf(inputs: unknown[]): Uint8Array[] {
  const found: Uint8Array[] = [];
  for (const input of inputs) {
    const direct = bytesOf(input);
    const fields = [get(input, 'transaction'), ...list(get(input, 'transactions')), ...list(get(input, 'message'))];
    if (direct) found.push(direct);
    else for (const field of fields) {
      const b = bytesOf(field);
      if (b) found.push(b);
    }
  }
  return found;
}

function messageOf(inputs: unknown[]): Uint8Array | undefined {
  for (const input of inputs) {
    const b = bytesOf(input) ?? bytesOf(get(input, 'message'));
    if (b) return b;
  }
  return undefined;
}

const toBase64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes);

function accountOf(inputs: unknown[], injected: string | undefined): string | undefined {
  const candidates = [...inputs.map((i) => get(get(i, 'account'), 'address')), ...inputs.map((i) => get(i, 'address')), injected];
  for (const c of candidates) if (solanaAddressSchema.safeParse(c).success) return String(c);
  return undefined;
}

/** Genesis hashes of the public clusters (what a provider may expose instead of a name). */
const GENESIS: Record<string, SolanaCluster> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY': 'testnet',
};

/** An injected provider's hint (an RPC endpoint URL, a network name, a genesis hash) → its cluster, when it says clearly. */
export function clusterOfHint(hint: string | undefined): SolanaCluster | undefined {
  if (hint === undefined) return undefined;
  const named = GENESIS[hint] ?? clusterOf(`solana:${hint.toLowerCase()}`) ?? clusterOf(hint);
  if (named) return named;
  let url: URL;
  try {
    url = new URL(hint);
  } catch {
    return undefined;
  }
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]') return 'localnet';
  const words = ['devnet', 'testnet', 'mainnet'] as const;
  const found = words.filter((w) => url.hostname.includes(w));
  return found.length === 1 ? found[0] : undefined;
}

/** The cluster the dapp (the input's chain) or the wallet (its account's only chain, its own hint) names; undefined when none does. */
function clusterFrom(inputs: unknown[], hint: string | undefined): SolanaCluster | undefined {
  for (const input of inputs) {
    const chains = get(get(input, 'account'), 'chains');
    const chainId = get(input, 'chainId');
    const only = Array.isArray(chains) && chains.length === 1 ? chains[0] : undefined;
    const cluster = clusterOf(get(input, 'chain')) ?? clusterOf(typeof chainId === 'string' && !chainId.includes(':') ? `solana:${chainId}` : chainId) ?? clusterOf(only);
    if (cluster) return cluster;
  }
  return clusterOfHint(hint);
}

/** The wallet method as the engine names it (batches and legacy names folded in). */
function scanMethod(name: string, transactions: number): SolanaSigningMethod | undefined {
  if (name === 'signIn') return 'signIn';
  // `sign(data, display)`: Solflare's (and Sollet's) older signMessage, held since every injected `sign…` method is.
  if (name === 'signMessage' || name === 'signOffchainMessage' || name === 'sign') return 'signMessage';
  if (name.startsWith('signAndSend')) return 'signAndSendTransaction';
  if (name === 'signAllTransactions' || (name === 'signTransaction' && transactions > 1)) return 'signAllTransactions';
  if (name === 'signTransaction') return 'signTransaction';
  return undefined;
}

export function readSolanaRequest(method: string, raw: unknown): Read {
  const refuse = (why: string): Read => ({ ok: false, error: invalidParams(`this Solana request could not be read (${why}), so it was not sent to the wallet`) });
  const held = solanaHeldParamsSchema.safeParse(raw);
  if (!held.success) return refuse('malformed');
  const name = method.slice(SOLANA_METHOD_PREFIX.length);
  const inputs = inputsOf(held.data.args);
  const transactions = name === 'signMessage' || name === 'signIn' ? [] : transactionsOf(inputs);
  const kind = scanMethod(name, transactions.length);
  if (!kind) return refuse(`unknown method ${name.slice(0, 60)}`);
  if (transactions.length > MAX_TRANSACTIONS) return refuse('too many transactions');
  const named = clusterFrom(inputs, held.data.cluster);
  const scan: SolanaPendingParams['scan'] = { cluster: named ?? 'mainnet', method: kind };
  const account = accountOf(inputs, held.data.account);
  if (account) scan.account_address = account;
  if (kind === 'signMessage') {
    const message = messageOf(inputs);
    if (!message) return refuse('no message');
    scan.message = toBase64(message);
  } else if (kind === 'signIn') {
    const input = solanaSignInInputSchema.safeParse(inputs[0] ?? {});
    if (!input.success) return refuse('sign-in input');
    scan.sign_in = input.data;
  } else {
    if (transactions.length === 0) return refuse('no transaction');
    const wires = transactions.map(toWire);
    const reasons = wires.map(undecodable);
    const bad = reasons.findIndex((why) => why !== undefined);
    if (bad >= 0) return refuse(`${wires.length > 1 ? `transaction ${bad + 1}: ` : ''}${reasons[bad] ?? ''}`);
    scan.transactions = wires.map(toBase64);
  }
  return { ok: true, value: { wallet: held.data.wallet, ...(named ? {} : { cluster_assumed: true }), scan } };
}
