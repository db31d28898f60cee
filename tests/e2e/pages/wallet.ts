/**
 * A real EIP-1193 wallet for the e2e pages: a viem local account that signs
 * in the page and talks to a real anvil over HTTP. It records every call it
 * receives (window.__testWallet.calls) so specs can tell whether a request
 * reached the wallet. Test-page code only: never part of the extension.
 *
 * Injection (query `?wallet=`): early | late | rabby | eip6963 | two | none, and a
 * frozen wallet object: frozen (window.ethereum = it), frozen6963 (announced),
 * locked (window.ethereum non-configurable and read-only).
 * `?rpc=` the anvil URL, `?key=` the private key (defaults to anvil's first).
 */
import {
  createWalletClient,
  encodeAbiParameters,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  pad,
  parseUnits,
  toEventSelector,
  type Hex,
  type TransactionRequest,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SIGNING_METHODS } from '../../../lib/methods';

/** anvil's default mnemonic, accounts 0 and 1 (well-known test keys). */
export const TEST_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

export interface WalletCall {
  method: string;
  params: unknown;
  via: 'request' | 'send' | 'sendAsync';
  at: number;
}

interface RpcErrorShape {
  code: number;
  message: string;
  data?: unknown;
}

class WalletError extends Error {
  code: number;
  data: unknown;
  constructor(e: RpcErrorShape) {
    super(e.message);
    this.code = e.code;
    this.data = e.data;
  }
}

type Listener = (...args: unknown[]) => void;

export interface TestWallet {
  isTestWallet: true;
  address: Hex;
  calls: WalletCall[];
  /** The next signing/sending call fails with this error (like a user rejecting in the wallet). */
  failNext: RpcErrorShape | null;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  send(methodOrPayload: unknown, paramsOrCallback?: unknown): unknown;
  sendAsync(payload: unknown, callback: (error: unknown, response: unknown) => void): void;
  on(event: string, listener: Listener): TestWallet;
  removeListener(event: string, listener: Listener): TestWallet;
}

const SIGNING: ReadonlySet<string> = new Set(SIGNING_METHODS);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hexOr = (v: unknown): Hex | undefined => (typeof v === 'string' && isHex(v) ? v : undefined);

/**
 * A wallet connection that lies to whoever asks it for chain facts (#12 item 6): every address has
 * code, and a simulation "pays" the sender 2,500 units (6 decimals) of the token it calls.
 */
function lie(method: string, params: unknown, account: Hex): unknown {
  if (method === 'eth_getCode') return '0x6080604052';
  if (method !== 'eth_simulateV1') return undefined;
  const block = Array.isArray(params) && isRecord(params[0]) && Array.isArray(params[0].blockStateCalls) ? params[0].blockStateCalls[0] : undefined;
  const call = isRecord(block) && Array.isArray(block.calls) && isRecord(block.calls[0]) ? block.calls[0] : undefined;
  const token = hexOr(call?.to) ?? account;
  const transfer = toEventSelector('event Transfer(address indexed from, address indexed to, uint256 value)');
  const log = { address: token, topics: [transfer, pad(token), pad(account)], data: encodeAbiParameters([{ type: 'uint256' }], [parseUnits('2500', 6)]) };
  return [{ number: '0x1', calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [log] }] }];
}

/** The reads a scan makes through the page's own connection: what a stalling page withholds (#25). */
const SCAN_READS: ReadonlySet<string> = new Set(['eth_getCode', 'eth_call', 'eth_simulateV1']);

/** `stallMs`: those reads are answered (truthfully) only after this long; Infinity: never. */
function stalled(method: string, stallMs: number | undefined, answer: () => Promise<unknown>): Promise<unknown> | undefined {
  if (stallMs === undefined || !SCAN_READS.has(method)) return undefined;
  return new Promise((resolve) => {
    if (Number.isFinite(stallMs)) setTimeout(() => resolve(answer()), stallMs);
  });
}

export function createTestWallet(opts: { rpcUrl: string; privateKey: Hex; lies?: boolean; stallMs?: number }): TestWallet {
  const account = privateKeyToAccount(opts.privateKey);
  const client = createWalletClient({ account, transport: http(opts.rpcUrl) });
  const listeners = new Map<string, Set<Listener>>();
  let rpcId = 0;

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const res = await fetch(opts.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    });
    const body: unknown = await res.json();
    if (!isRecord(body)) throw new WalletError({ code: -32603, message: 'bad RPC response' });
    if (isRecord(body.error)) {
      const e = body.error;
      throw new WalletError({ code: typeof e.code === 'number' ? e.code : -32603, message: String(e.message), data: e.data });
    }
    return body.result;
  }

  function txFromRpc(tx: Record<string, unknown>): TransactionRequest {
    const big = (v: unknown): bigint | undefined => {
      const h = hexOr(v);
      return h ? hexToBigInt(h) : undefined;
    };
    const nonce = hexOr(tx.nonce);
    return {
      to: hexOr(tx.to) ?? null,
      data: hexOr(tx.data) ?? hexOr(tx.input),
      value: big(tx.value),
      gas: big(tx.gas),
      maxFeePerGas: big(tx.maxFeePerGas),
      maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
      nonce: nonce ? hexToNumber(nonce) : undefined,
    };
  }

  const firstTx = (params: unknown): Record<string, unknown> => {
    const tx = Array.isArray(params) ? params[0] : undefined;
    if (!isRecord(tx)) throw new WalletError({ code: -32602, message: 'Invalid parameters: expected a transaction object' });
    return tx;
  };

  async function sendTx(tx: Record<string, unknown>): Promise<Hex> {
    return client.sendTransaction({ ...txFromRpc(tx), account, chain: null });
  }

  function typedData(params: unknown): TypedDataDefinition {
    const raw: unknown = Array.isArray(params) ? params[1] : undefined;
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!isTypedData(parsed)) throw new WalletError({ code: -32602, message: 'Invalid parameters: typed data' });
    return parsed;
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    if (SIGNING.has(method) && wallet.failNext) {
      const error = wallet.failNext;
      wallet.failNext = null;
      throw new WalletError(error);
    }
    const p = Array.isArray(params) ? params : [];
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_sendTransaction':
        return sendTx(firstTx(params));
      case 'eth_signTransaction': {
        const request = await client.prepareTransactionRequest({ ...txFromRpc(firstTx(params)), account, chain: null });
        return client.signTransaction({ ...request, chain: null });
      }
      case 'personal_sign': {
        const message = p[0];
        if (typeof message !== 'string') throw new WalletError({ code: -32602, message: 'Invalid parameters: message' });
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_sign': {
        const hash = hexOr(p[1]);
        if (!hash || hash.length !== 66) throw new WalletError({ code: -32602, message: 'Invalid parameters: hash' });
        return account.sign({ hash });
      }
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
        return account.signTypedData(typedData(params));
      case 'eth_signTypedData':
        throw new WalletError({ code: 4200, message: 'The requested method is not supported by this Ethereum provider.' });
      case 'wallet_sendCalls': {
        const batch = p[0];
        if (!isRecord(batch) || !Array.isArray(batch.calls)) throw new WalletError({ code: -32602, message: 'Invalid parameters: calls' });
        const hashes: Hex[] = [];
        for (const call of batch.calls) if (isRecord(call)) hashes.push(await sendTx(call));
        return { id: hashes[0] ?? '0x' };
      }
      default:
        return stalled(method, opts.stallMs, () => rpc(method, params)) ?? (opts.lies ? lie(method, params, account.address) : undefined) ?? rpc(method, params);
    }
  }

  const record = (method: string, params: unknown, via: WalletCall['via']): void => {
    wallet.calls.push({ method, params: structuredCloneSafe(params), via, at: Date.now() });
  };

  /** Legacy calls answer with a full JSON-RPC response, as MetaMask's do. */
  function answer(payload: unknown, via: WalletCall['via'], callback: (error: unknown, response: unknown) => void): void {
    if (Array.isArray(payload)) {
      void Promise.all(payload.map((item: unknown) => new Promise((resolve) => answer(item, via, (_e, r) => resolve(r))))).then((all) => callback(null, all));
      return;
    }
    if (!isRecord(payload) || typeof payload.method !== 'string') {
      callback(new WalletError({ code: -32600, message: 'Invalid request' }), undefined);
      return;
    }
    const base = { id: payload.id, jsonrpc: '2.0' };
    record(payload.method, payload.params, via);
    handle(payload.method, payload.params).then(
      (result) => callback(null, { ...base, result }),
      (e: unknown) => {
        const err = e instanceof WalletError ? e : new WalletError({ code: -32603, message: String(e) });
        callback(err, { ...base, error: { code: err.code, message: err.message, ...(err.data === undefined ? {} : { data: err.data }) } });
      },
    );
  }

  const wallet: TestWallet = {
    isTestWallet: true,
    address: account.address,
    calls: [],
    failNext: null,
    request(args) {
      if (!isRecord(args) || typeof args.method !== 'string') return Promise.reject(new WalletError({ code: -32600, message: 'Invalid request' }));
      record(args.method, args.params, 'request');
      return handle(args.method, args.params).catch((e: unknown) => {
        throw e instanceof WalletError ? e : new WalletError({ code: -32603, message: e instanceof Error ? e.message : String(e) });
      });
    },
    send(methodOrPayload, paramsOrCallback) {
      if (typeof methodOrPayload === 'string') {
        return new Promise((resolve, reject) =>
          answer({ id: Date.now(), jsonrpc: '2.0', method: methodOrPayload, params: paramsOrCallback ?? [] }, 'send', (e, r) => (e ? reject(e) : resolve(r))),
        );
      }
      if (typeof paramsOrCallback === 'function') {
        answer(methodOrPayload, 'send', (e, r) => paramsOrCallback(e, r));
        return undefined;
      }
      // MetaMask's synchronous send(payload) only knows a few methods.
      if (isRecord(methodOrPayload) && methodOrPayload.method === 'eth_accounts') {
        record('eth_accounts', methodOrPayload.params, 'send');
        return { id: methodOrPayload.id, jsonrpc: '2.0', result: [account.address] };
      }
      throw new WalletError({ code: 4200, message: 'The wallet does not support synchronous methods without a callback parameter.' });
    },
    sendAsync(payload, callback) {
      answer(payload, 'sendAsync', callback);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return wallet;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return wallet;
    },
  };
  return wallet;
}

/** Shape check only; viem validates the values when it hashes. */
function isTypedData(v: unknown): v is TypedDataDefinition {
  if (!isRecord(v) || !isRecord(v.types) || typeof v.primaryType !== 'string' || !isRecord(v.message)) return false;
  if (v.domain !== undefined && !isRecord(v.domain)) return false;
  return Object.values(v.types).every(
    (fields) => Array.isArray(fields) && fields.every((f: unknown) => isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string'),
  );
}

function structuredCloneSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

interface Announced {
  wallet: TestWallet;
  info: { uuid: string; name: string; icon: string; rdns: string };
}

function announceOn(target: Window, announced: Announced): void {
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: announced.info, provider: announced.wallet }) }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
}

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/%3E';

/** How the wallet arrives on the page (`?wallet=`), see the header. */
export type WalletMode = 'early' | 'late' | 'rabby' | 'eip6963' | 'two' | 'none' | 'frozen' | 'frozen6963' | 'locked';

/** Installs the wallet(s) as the query asks. Runs as a classic script in <head>, before any dapp code. */
export function installFromQuery(win: Window): void {
  const q = new URLSearchParams(win.location.search);
  const mode = q.get('wallet') ?? 'early';
  const rpcUrl = q.get('rpc') ?? 'http://127.0.0.1:8545';
  const key = q.get('key');
  const privateKey: Hex = key && isHex(key) ? key : TEST_KEYS[0];
  if (mode === 'none') return;
  const stall = q.get('stall');
  const wallet = createTestWallet({ rpcUrl, privateKey, lies: q.get('lie') === '1', ...(stall ? { stallMs: stall === 'never' ? Infinity : Number(stall) } : {}) });
  const info = { uuid: '3b1f5d0e-6c1a-4a8e-9d0b-0a7e1f2c3d4e', name: 'Test Wallet', icon: ICON, rdns: 'dev.preflight.testwallet' };
  Reflect.set(win, '__testWallet', wallet);
  Reflect.set(win, '__testWallets', [wallet]);

  switch (mode) {
    case 'early':
      Reflect.set(win, 'ethereum', wallet);
      break;
    case 'late':
      setTimeout(() => {
        Reflect.set(win, 'ethereum', wallet);
        win.dispatchEvent(new Event('ethereum#initialized'));
      }, 500);
      break;
    case 'rabby': {
      // Like Rabby: a non-configurable getter returning a Proxy over the provider.
      const proxy = new Proxy(wallet, { deleteProperty: () => true });
      Object.defineProperty(win, 'ethereum', { get: () => proxy, configurable: false });
      break;
    }
    case 'eip6963':
      announceOn(win, { wallet, info });
      break;
    // A wallet whose provider object is frozen: its methods cannot be replaced.
    case 'frozen':
      Reflect.set(win, 'ethereum', Object.freeze(wallet));
      break;
    case 'frozen6963':
      announceOn(win, { wallet: Object.freeze(wallet), info });
      break;
    case 'locked':
      Object.defineProperty(win, 'ethereum', { value: Object.freeze(wallet), configurable: false, writable: false, enumerable: true });
      break;
    case 'two': {
      Reflect.set(win, 'ethereum', wallet);
      announceOn(win, { wallet, info });
      const second = createTestWallet({ rpcUrl, privateKey: TEST_KEYS[1] });
      Reflect.set(win, '__testWallet2', second);
      Reflect.set(win, '__testWallets', [wallet, second]);
      announceOn(win, {
        wallet: second,
        info: { uuid: '9c2e4a71-0d3b-4f5e-8a6c-1b2d3e4f5a6b', name: 'Second Test Wallet', icon: ICON, rdns: 'dev.preflight.secondwallet' },
      });
      break;
    }
  }
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') installFromQuery(window);
