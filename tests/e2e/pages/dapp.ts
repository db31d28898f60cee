/**
 * The test dapp: calls its wallet the way real dapps do (viem, ethers v6,
 * mipd for EIP-6963, raw request, legacy send/sendAsync) and exposes each
 * action as window.dapp.<action>(...) resolving to a Result, so a spec can
 * `await page.evaluate(() => window.dapp.x())`. See README.md.
 */
import { BrowserProvider } from 'ethers';
import { createStore, type EIP1193Provider } from 'mipd';
import { createWalletClient, custom, getAddress, type Hex } from 'viem';
import { mailTypedData as mailFixture } from '../../fixtures/typed-data';

export type Result = { ok: true; value: unknown } | { ok: false; code: unknown; message: string; name?: string };

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  send?: (...args: unknown[]) => unknown;
  sendAsync?: (payload: unknown, callback: (error: unknown, response: unknown) => void) => void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isProvider = (v: unknown): v is Eip1193 => isRecord(v) && typeof v.request === 'function';

const store = createStore();
let selected = 'auto';

/** 'auto': window.ethereum, else the first EIP-6963 wallet; 'window'; or an EIP-6963 rdns. */
function provider(): Eip1193 {
  const announced = store.getProviders();
  const eth: unknown = Reflect.get(window, 'ethereum');
  if (selected === 'window' || (selected === 'auto' && isProvider(eth))) {
    if (isProvider(eth)) return eth;
    throw Object.assign(new Error('window.ethereum is not there'), { code: -1 });
  }
  const detail = selected === 'auto' ? announced[0] : announced.find((p) => p.info.rdns === selected);
  const p: EIP1193Provider | undefined = detail?.provider;
  if (isProvider(p)) return p;
  throw Object.assign(new Error(`no wallet ${selected}`), { code: -1 });
}

/** JSON-safe copy (bigints as decimal strings) so page.evaluate can return it. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

/**
 * The innermost error with a numeric RPC code down the chain (viem wraps in
 * `cause`, ethers in `info.error` / `error`): the provider's own code and message.
 */
function rpcError(err: unknown): { code: unknown; message: string } | null {
  const seen = new Set<unknown>();
  let found: { code: unknown; message: string } | null = null;
  let cur: unknown = err;
  while (isRecord(cur) && !seen.has(cur)) {
    seen.add(cur);
    if (typeof cur.code === 'number') found = { code: cur.code, message: String(cur.message) };
    const info = cur.info;
    cur = cur.cause ?? (isRecord(info) ? info.error : undefined) ?? cur.error;
  }
  return found;
}

async function run(action: () => Promise<unknown>): Promise<Result> {
  try {
    return { ok: true, value: plain(await action()) };
  } catch (err) {
    const found = rpcError(err);
    const name = err instanceof Error ? err.name : undefined;
    if (found) return { ok: false, code: found.code, message: found.message, name };
    return { ok: false, code: isRecord(err) ? (err.code ?? null) : null, message: err instanceof Error ? err.message : String(err), name };
  }
}

async function account(): Promise<Hex> {
  const accounts = await provider().request({ method: 'eth_requestAccounts' });
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new Error('no account');
  return getAddress(first);
}

const viemClient = async () => createWalletClient({ account: await account(), transport: custom(provider()) });
const ethersSigner = async () => new BrowserProvider(provider()).getSigner();

/** The EIP-712 example "Mail" message, on the wallet's chain. */
async function mailTypedData() {
  const chainId = Number(await provider().request({ method: 'eth_chainId' }));
  // viem and ethers derive the domain type themselves.
  const { EIP712Domain: _domain, ...types } = mailFixture(chainId).types;
  return { ...mailFixture(chainId), types };
}

const legacy = (name: 'send' | 'sendAsync'): ((...args: unknown[]) => unknown) => {
  const p = provider();
  const fn = p[name];
  if (typeof fn !== 'function') throw Object.assign(new Error(`provider has no ${name}`), { code: -1 });
  return (...args) => Reflect.apply(fn, p, args);
};

const callbackAnswer = (name: 'send' | 'sendAsync', payload: unknown) =>
  new Promise((resolve) =>
    legacy(name)(payload, (err: unknown, response: unknown) =>
      resolve({ error: err ? { code: rpcError(err)?.code ?? null, message: err instanceof Error ? err.message : String(err) } : null, response: plain(response) }),
    ),
  );

export const dapp = {
  /** Which wallet the next actions use: 'auto' | 'window' | an EIP-6963 rdns. */
  select: (which: string) => run(async () => (selected = which)),
  /** EIP-6963 wallets seen through mipd. */
  providers: () => run(async () => store.getProviders().map((p) => ({ uuid: p.info.uuid, name: p.info.name, rdns: p.info.rdns }))),
  requestAccounts: () => run(() => provider().request({ method: 'eth_requestAccounts' })),
  request: (method: string, params?: unknown) => run(() => provider().request(params === undefined ? { method } : { method, params })),

  viemSendTransaction: (tx: { to: Hex; value?: string }) =>
    run(async () => (await viemClient()).sendTransaction({ to: tx.to, value: BigInt(tx.value ?? '1'), chain: null })),
  viemSignMessage: (message: string) => run(async () => (await viemClient()).signMessage({ message })),
  viemSignTypedData: () => run(async () => (await viemClient()).signTypedData(await mailTypedData())),

  ethersSignMessage: (message: string) => run(async () => (await ethersSigner()).signMessage(message)),
  ethersSendTransaction: (tx: { to: Hex; value?: string }) =>
    run(async () => (await (await ethersSigner()).sendTransaction({ to: tx.to, value: BigInt(tx.value ?? '1') })).hash),
  ethersSignTypedData: () =>
    run(async () => {
      const { domain, types, message } = await mailTypedData();
      return (await ethersSigner()).signTypedData(domain, { Person: [...types.Person], Mail: [...types.Mail] }, message);
    }),

  /** Legacy send(method, params): the wallet's JSON-RPC response object. */
  sendMethod: (method: string, params?: unknown[]) => run(async () => legacy('send')(method, params)),
  /** Legacy send(payload) without a callback: whatever it returns (awaited if a promise). */
  sendPayload: (payload: unknown) => run(async () => legacy('send')(payload)),
  /** Legacy send(payload, callback): value is { error: {code,message}|null, response }. */
  sendCallback: (payload: unknown) => run(() => callbackAnswer('send', payload)),
  /** Legacy sendAsync(payload, callback), payload may be a batch array: value as sendCallback. */
  sendAsync: (payload: unknown) => run(() => callbackAnswer('sendAsync', payload)),

  /** The eth_sendTransaction an inline <head> script made before any other code (?early-call=1). */
  earlyCall: (): Promise<unknown> => {
    const early: unknown = Reflect.get(window, '__earlyCall');
    return early instanceof Promise ? early : Promise.resolve({ ok: false, code: null, message: 'no early call on this page' });
  },
};

Reflect.set(window, 'dapp', dapp);
