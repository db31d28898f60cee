/**
 * A Solana test dapp: finds wallets through the real @wallet-standard/app
 * getWallets() (or uses window.phantom.solana), builds a SOL transfer with
 * @solana/kit and @solana-program/system against the ?sol-rpc loopback RPC,
 * and calls each signing method. Every window.solDapp function resolves with
 * `{ ok: true, value, sent? }` (sent: the base64 wire bytes it handed over)
 * or `{ ok: false, code, message, name }`.
 */
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  address, appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getBase58Decoder, getBase58Encoder,
  getBase64Decoder, getTransactionEncoder, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

const query = new URLSearchParams(location.search);
const rpcUrl = query.get('sol-rpc') ?? 'http://127.0.0.1:8899';
const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const b64 = (b: Uint8Array) => getBase64Decoder().decode(b);

type Outcome = { ok: true; value: unknown; sent?: string[] } | { ok: false; code: unknown; message: string; name: string };
const settle = (p: Promise<unknown>, sent?: string[]): Promise<Outcome> =>
  p.then(
    (value): Outcome => ({ ok: true, value, ...(sent ? { sent } : {}) }),
    (e: unknown): Outcome => ({ ok: false, code: Reflect.get(Object(e), 'code'), message: String(Reflect.get(Object(e), 'message')), name: String(Reflect.get(Object(e), 'name')) }),
  );

const { get, on } = getWallets();
const seen: string[] = [];
on('register', (...ws) => seen.push(...ws.map((w) => w.name)));

const wallet = (): Wallet => {
  const w = get().find((x) => x.name === 'Preflight Test Wallet');
  if (!w) throw new Error('no test wallet registered');
  return w;
};
const feature = <T>(name: string, from: Wallet = wallet()): T => {
  const f: unknown = Reflect.get(from.features, name);
  if (!f) throw new Error(`no ${name}`);
  return f as T;
};

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await res.json()) as { result: unknown }).result;
}

/** A v0 transaction sending `lamports` from `from` to the friend, as wire bytes (no signatures yet). */
async function transfer(from: string, lamports: bigint): Promise<Uint8Array> {
  const latest = (await rpc('getLatestBlockhash', [])) as { value: { blockhash: string; lastValidBlockHeight: number } };
  const payer = address(from);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: latest.value.blockhash as Blockhash, lastValidBlockHeight: BigInt(latest.value.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(payer), destination: address(FRIEND), amount: lamports }), m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

let account: WalletAccount | undefined;
const connected = async (): Promise<WalletAccount> => {
  if (account) return account;
  const { accounts } = await feature<{ connect(): Promise<{ accounts: WalletAccount[] }> }>('standard:connect').connect();
  account = accounts[0];
  if (!account) throw new Error('no account');
  return account;
};

class WireTransaction {
  constructor(readonly bytes: Uint8Array) {}
  serialize(): Uint8Array {
    return new Uint8Array(this.bytes);
  }
}
const phantom = (): Record<string, (...a: unknown[]) => Promise<unknown>> => Reflect.get(Object(Reflect.get(window, 'phantom')), 'solana');
const phantomAddress = (): string => String(Reflect.get(Object(Reflect.get(phantom(), 'publicKey')), 'toBase58').call(Reflect.get(phantom(), 'publicKey')));

const solDapp = {
  friend: FRIEND,
  walletsSeen: () => [...seen],
  wallets: () => get().map((w) => ({ name: w.name, features: Object.keys(w.features), chains: [...w.chains], icon: w.icon })),
  connect: () => settle(connected().then((a) => a.address)),
  /** `through`: a wallet object the page got some other way (a hostile page's, tests/e2e/solana-legacy.spec.ts); else the one getWallets() found. */
  async signTransaction(lamports = '1000000', count = 1, through?: Wallet): Promise<Outcome> {
    const a = await connected();
    const wires = await Promise.all(Array.from({ length: count }, (_, i) => transfer(a.address, BigInt(lamports) + BigInt(i))));
    const f = feature<{ signTransaction(...i: unknown[]): Promise<{ signedTransaction: Uint8Array }[]> }>('solana:signTransaction', through);
    return settle(f.signTransaction(...wires.map((transaction) => ({ account: a, transaction, chain: 'solana:localnet' }))).then((out) => out.map((o) => b64(o.signedTransaction))), wires.map(b64));
  },
  /** signTransaction of arbitrary bytes (a malformed request: Preflight refuses it visibly). */
  async signBytes(bytes: number[]): Promise<Outcome> {
    const a = await connected();
    const f = feature<{ signTransaction(...i: unknown[]): Promise<unknown> }>('solana:signTransaction');
    return settle(f.signTransaction({ account: a, transaction: Uint8Array.from(bytes), chain: 'solana:localnet' }));
  },
  async signAndSendTransaction(lamports = '1000000'): Promise<Outcome> {
    const a = await connected();
    const wire = await transfer(a.address, BigInt(lamports));
    const f = feature<{ signAndSendTransaction(...i: unknown[]): Promise<{ signature: Uint8Array }[]> }>('solana:signAndSendTransaction');
    return settle(f.signAndSendTransaction({ account: a, transaction: wire, chain: 'solana:localnet' }).then((out) => out.map((o) => getBase58Decoder().decode(o.signature))), [b64(wire)]);
  },
  async signMessage(text: string): Promise<Outcome> {
    const a = await connected();
    const message = new TextEncoder().encode(text);
    const f = feature<{ signMessage(...i: unknown[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]> }>('solana:signMessage');
    return settle(f.signMessage({ account: a, message }).then((out) => out.map((o) => ({ signedMessage: b64(o.signedMessage), signature: b64(o.signature) }))), [b64(message)]);
  },
  async signIn(input: Record<string, string>): Promise<Outcome> {
    const f = feature<{ signIn(...i: unknown[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; account: WalletAccount }[]> }>('solana:signIn');
    return settle(f.signIn(input).then((out) => out.map((o) => ({ address: o.account.address, signedMessage: b64(o.signedMessage), signature: b64(o.signature) }))));
  },
  /** Injected provider (window.phantom.solana): signTransaction / signAllTransactions / signAndSendTransaction / signMessage / request. */
  async phantom(method: string, lamports = '1000000', count = 1): Promise<Outcome> {
    const from = phantomAddress();
    const wires = method === 'signMessage' ? [] : await Promise.all(Array.from({ length: count }, (_, i) => transfer(from, BigInt(lamports) + BigInt(i))));
    const p = phantom();
    const one = new WireTransaction(wires[0] ?? new Uint8Array());
    const sent = wires.map(b64);
    const serialized = (t: unknown) => b64((t as WireTransaction).serialize());
    switch (method) {
      case 'signTransaction':
        return settle(p.signTransaction!(one).then((t) => [serialized(t)]), sent);
      case 'signAllTransactions':
        return settle(p.signAllTransactions!(wires.map((w) => new WireTransaction(w))).then((ts) => (ts as unknown[]).map(serialized)), sent);
      case 'signAndSendTransaction':
        return settle(p.signAndSendTransaction!(one).then((r) => [Reflect.get(Object(r), 'signature')]), sent);
      case 'signMessage': {
        const message = new TextEncoder().encode(lamports);
        return settle(p.signMessage!(message, 'utf8').then((r) => ({ signature: b64(Reflect.get(Object(r), 'signature') as Uint8Array) })), [b64(message)]);
      }
      case 'request':
        return settle(p.request!({ method: 'signTransaction', params: { message: getBase58Decoder().decode(wires[0] ?? new Uint8Array()) } }).then((r) => [b64(new Uint8Array(getBase58Encoder().encode(String(Reflect.get(Object(r), 'transaction')))))]), sent);
      default:
        return { ok: false, code: null, message: `unknown ${method}`, name: 'Error' };
    }
  },
};
Reflect.set(window, 'solDapp', solDapp);
