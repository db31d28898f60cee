/**
 * A Solana test wallet for the e2e pages: a real keypair (@solana/kit, from a
 * fixed seed or ?sol-key=<64 hex>), registered through the real
 * @wallet-standard/wallet registerWallet (?sol-wallet=standard, the default;
 * `late`: 800 ms after load), or through DEPRECATED_registerWallet, which
 * also pushes a callback to navigator.wallets (`legacy`; `legacy-late`: 800 ms
 * after load), or injected as window.phantom.solana and
 * window.solana (?sol-wallet=phantom), or both (`both`). It signs exactly the
 * bytes it is given and sends through ?sol-rpc (the loopback litesvm RPC).
 * Every call it receives is kept in window.__solWallet.calls.
 */
import { DEPRECATED_registerWallet, registerWallet } from '@wallet-standard/wallet';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder, getBase58Encoder, getBase64Decoder, getTransactionDecoder, getTransactionEncoder,
  partiallySignTransaction, signBytes, type KeyPairSigner,
} from '@solana/kit';

const query = new URLSearchParams(location.search);
const mode = query.get('sol-wallet') ?? 'standard';
const rpcUrl = query.get('sol-rpc') ?? 'http://127.0.0.1:8899';
/** ?sol-endpoint=URL: the injected provider exposes its RPC endpoint (a web3.js Connection's rpcEndpoint), as some wallets do; Phantom does not. */
const endpoint = query.get('sol-endpoint');
import { TEST_WALLET_SEED } from './solana-seed';
const CHAIN = 'solana:localnet';
const NAME = 'Preflight Test Wallet';
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';

interface Call { method: string; at: number }
const calls: Call[] = [];
const state = { calls, address: '', failNext: null as null | { code: number; message: string } };
Reflect.set(window, '__solWallet', state);

const hexSeed = query.get('sol-key');
const seed = hexSeed ? Uint8Array.from(hexSeed.match(/../g) ?? [], (h) => parseInt(h, 16)) : TEST_WALLET_SEED;

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/** The wallet's own refusal, when a test asks for one. */
function refuseIfAsked(): void {
  const fail = state.failNext;
  state.failNext = null;
  if (fail) throw Object.assign(new Error(fail.message), { code: fail.code });
}

async function signWire(signer: KeyPairSigner, wire: Uint8Array): Promise<Uint8Array> {
  const tx = getTransactionDecoder().decode(wire);
  const signed = await partiallySignTransaction([signer.keyPair], tx);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

async function send(signer: KeyPairSigner, wire: Uint8Array): Promise<Uint8Array> {
  const signed = await signWire(signer, wire);
  const sig = await rpc('sendTransaction', [getBase64Decoder().decode(signed), { encoding: 'base64' }]);
  return new Uint8Array(getBase58Encoder().encode(String(sig)));
}

function siwsText(address: string, input: Record<string, unknown>): string {
  const lines = [`${String(input.domain ?? location.host)} wants you to sign in with your Solana account:`, address];
  if (typeof input.statement === 'string') lines.push('', input.statement);
  const fields: [string, string][] = [['URI', 'uri'], ['Version', 'version'], ['Chain ID', 'chainId'], ['Nonce', 'nonce'], ['Issued At', 'issuedAt']];
  const rest = fields.filter(([, k]) => typeof input[k] === 'string').map(([label, k]) => `${label}: ${String(input[k])}`);
  if (rest.length) lines.push('', ...rest);
  return lines.join('\n');
}

function standardWallet(signer: KeyPairSigner): Wallet {
  const account: WalletAccount = {
    address: signer.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(signer.address)),
    chains: [CHAIN],
    features: ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage', 'solana:signIn'],
  };
  const listeners: ((props: unknown) => void)[] = [];
  let connected = false;
  const record = (method: string) => calls.push({ method, at: Date.now() });
  return {
    version: '1.0.0',
    name: NAME,
    icon: ICON,
    chains: [CHAIN],
    get accounts() {
      return connected ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          record('connect');
          connected = true;
          for (const l of listeners) l({ accounts: [account] });
          return { accounts: [account] };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (connected = false) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (props: unknown) => void) => {
          listeners.push(listener);
          return () => void listeners.splice(listeners.indexOf(listener), 1);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          record('signTransaction');
          refuseIfAsked();
          return Promise.all(inputs.map(async (i) => ({ signedTransaction: await signWire(signer, i.transaction) })));
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          record('signAndSendTransaction');
          refuseIfAsked();
          return Promise.all(inputs.map(async (i) => ({ signature: await send(signer, i.transaction) })));
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          record('signMessage');
          refuseIfAsked();
          return Promise.all(inputs.map(async (i) => ({ signedMessage: i.message, signature: new Uint8Array(await signBytes(signer.keyPair.privateKey, i.message)) })));
        },
      },
      'solana:signIn': {
        version: '1.0.0',
        signIn: async (...inputs: Record<string, unknown>[]) => {
          record('signIn');
          refuseIfAsked();
          connected = true;
          return Promise.all(
            (inputs.length ? inputs : [{}]).map(async (input) => {
              const message = new TextEncoder().encode(siwsText(signer.address, input));
              return { account, signedMessage: message, signature: new Uint8Array(await signBytes(signer.keyPair.privateKey, message)) };
            }),
          );
        },
      },
    },
  };
}

/** A web3.js-like transaction object: what injected providers take and give back. */
class WireTransaction {
  constructor(readonly bytes: Uint8Array) {}
  serialize(): Uint8Array {
    return new Uint8Array(this.bytes);
  }
}

function phantomProvider(signer: KeyPairSigner) {
  const record = (method: string) => calls.push({ method, at: Date.now() });
  const publicKey = { toBase58: () => signer.address, toString: () => signer.address };
  const wireOf = (tx: { serialize(c?: unknown): Uint8Array }) => tx.serialize({ requireAllSignatures: false, verifySignatures: false });
  const provider = {
    isPhantom: true,
    publicKey,
    isConnected: true,
    ...(endpoint ? { connection: { rpcEndpoint: endpoint } } : {}),
    connect: async () => ({ publicKey }),
    signTransaction: async (tx: WireTransaction) => {
      record('signTransaction');
      refuseIfAsked();
      return new WireTransaction(await signWire(signer, wireOf(tx)));
    },
    signAllTransactions: async (txs: WireTransaction[]) => {
      record('signAllTransactions');
      refuseIfAsked();
      return Promise.all(txs.map(async (tx) => new WireTransaction(await signWire(signer, wireOf(tx)))));
    },
    signAndSendTransaction: async (tx: WireTransaction) => {
      record('signAndSendTransaction');
      refuseIfAsked();
      return { signature: getBase58Decoder().decode(await send(signer, wireOf(tx))), publicKey: signer.address };
    },
    signMessage: async (message: Uint8Array) => {
      record('signMessage');
      refuseIfAsked();
      return { signature: new Uint8Array(await signBytes(signer.keyPair.privateKey, message)), publicKey };
    },
    request: async ({ method, params }: { method: string; params: { message: string } }) => {
      record(`request:${method}`);
      refuseIfAsked();
      if (method !== 'signTransaction') throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      // Phantom's request API: the transaction as base58; answered with the signed one, base58.
      const signed = await signWire(signer, new Uint8Array(getBase58Encoder().encode(params.message)));
      return { signature: getBase58Decoder().decode(signed.slice(1, 65)), transaction: getBase58Decoder().decode(signed) };
    },
  };
  return provider;
}

void createKeyPairSignerFromPrivateKeyBytes(seed).then((signer) => {
  state.address = signer.address;
  if (mode === 'phantom' || mode === 'both') {
    const provider = phantomProvider(signer);
    Reflect.set(window, 'phantom', { solana: provider });
    Reflect.set(window, 'solana', provider);
  }
  if (mode === 'standard' || mode === 'both') registerWallet(standardWallet(signer));
  if (mode === 'late') setTimeout(() => registerWallet(standardWallet(signer)), 800);
  if (mode === 'legacy') DEPRECATED_registerWallet(standardWallet(signer));
  if (mode === 'legacy-late') setTimeout(() => DEPRECATED_registerWallet(standardWallet(signer)), 800);
});
