/**
 * A Solana JSON-RPC server on loopback (port 0) answered by litesvm: the
 * "RPC URL" for engine integration tests and the browser e2e tests, as anvil
 * is for EVM. Answers getLatestBlockhash, getAccountInfo, getMultipleAccounts,
 * getBalance, simulateTransaction (sigVerify off, accounts requested,
 * innerInstructions) and sendTransaction (committed in litesvm), plus
 * getSignatureStatuses for sent signatures. Every request is recorded.
 */
import { createServer } from 'node:http';
import {
  address,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  signatureBytes,
  type Address,
  type EncodedAccount,
  type MaybeEncodedAccount,
  type SignatureBytes,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';

export interface SolanaRpcServer {
  url: string;
  svm: LiteSVM;
  /** Methods called, in order. */
  calls: { method: string; params: unknown }[];
  close(): Promise<void>;
}

type JsonRpcParams = readonly unknown[];

const ZERO_SIGNATURE = signatureBytes(new Uint8Array(64));

const b64 = { decode: (s: string) => getBase64Encoder().encode(s), encode: (b: Uint8Array) => getBase64Decoder().decode(b) };

function accountJson(account: MaybeEncodedAccount | EncodedAccount): Record<string, unknown> | null {
  if ('exists' in account && !account.exists) return null;
  if (!('data' in account)) return null;
  return {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    data: [b64.encode(Uint8Array.from(account.data)), 'base64'],
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  };
}

function context(svm: LiteSVM): { slot: number } {
  return { slot: Number(svm.getClock().slot) };
}

function simulate(svm: LiteSVM, params: JsonRpcParams): unknown {
  const [wire, config] = params;
  if (typeof wire !== 'string') throw new Error('simulateTransaction expects base64 wire bytes');
  const decoded = getTransactionDecoder().decode(b64.decode(wire));
  // Unsigned, as a dapp hands it to the wallet: zero signatures stand in (the node is told sigVerify: false).
  const signatures: Record<Address, SignatureBytes> = {};
  for (const [a, s] of Object.entries(decoded.signatures)) signatures[address(a)] = s ?? ZERO_SIGNATURE;
  const tx = { ...decoded, signatures };
  const wanted = (config as { accounts?: { addresses?: string[] } } | undefined)?.accounts?.addresses ?? [];
  const result = svm.simulateTransaction(tx);
  if (result instanceof FailedTransactionMetadata) {
    return { context: context(svm), value: { err: result.toString(), logs: result.meta().logs(), accounts: null, unitsConsumed: Number(result.meta().computeUnitsConsumed()) } };
  }
  const post = new Map(result.postAccounts().map((a) => [a.address, a]));
  const accounts = wanted.map((a) => {
    const changed = post.get(address(a));
    return changed === undefined ? accountJson(svm.getAccount(address(a))) : accountJson(changed);
  });
  return { context: context(svm), value: { err: null, logs: result.meta().logs(), accounts, unitsConsumed: Number(result.meta().computeUnitsConsumed()), innerInstructions: [] } };
}

function send(svm: LiteSVM, sent: Map<string, string | null>, params: JsonRpcParams): string {
  const [wire] = params;
  if (typeof wire !== 'string') throw new Error('sendTransaction expects base64 wire bytes');
  const tx = getTransactionDecoder().decode(b64.decode(wire));
  const result = svm.sendTransaction(tx);
  const first = Object.values(tx.signatures)[0];
  const signature = first ? getBase58Decoder().decode(first) : '';
  if (result instanceof FailedTransactionMetadata) throw new Error(`transaction failed: ${result.toString()}`);
  sent.set(signature, null);
  return signature;
}

function answer(svm: LiteSVM, sent: Map<string, string | null>, method: string, params: JsonRpcParams): unknown {
  switch (method) {
    case 'getLatestBlockhash':
      return { context: context(svm), value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(svm.getClock().slot) + 150 } };
    case 'getAccountInfo':
      return { context: context(svm), value: accountJson(svm.getAccount(address(String(params[0])))) };
    case 'getMultipleAccounts':
      return { context: context(svm), value: (params[0] as string[]).map((a) => accountJson(svm.getAccount(address(a)))) };
    case 'getBalance':
      return { context: context(svm), value: Number(svm.getBalance(address(String(params[0]))) ?? 0n) };
    case 'simulateTransaction':
      return simulate(svm, params);
    case 'sendTransaction':
      return send(svm, sent, params);
    case 'getSignatureStatuses':
      return { context: context(svm), value: (params[0] as string[]).map((s) => (sent.has(s) ? { slot: context(svm).slot, confirmations: null, err: null, confirmationStatus: 'finalized' } : null)) };
    case 'getHealth':
      return 'ok';
    default:
      throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
  }
}

/**
 * Starts the server over `svm` (a fresh LiteSVM when omitted). Signature and
 * blockhash checks are turned off in `svm`, as a node simulates with
 * sigVerify: false and replaceRecentBlockhash: true (and so that durable-nonce
 * transactions built with made-up nonces run).
 */
export async function startSolanaRpc(svm: LiteSVM = new LiteSVM()): Promise<SolanaRpcServer> {
  svm.withSigverify(false).withBlockhashCheck(false);
  const calls: SolanaRpcServer['calls'] = [];
  const sent = new Map<string, string | null>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.method === 'OPTIONS') { res.end(); return; }
      let id: unknown = null;
      try {
        const msg = JSON.parse(body) as { id?: unknown; method: string; params?: JsonRpcParams };
        id = msg.id ?? null;
        calls.push({ method: msg.method, params: msg.params });
        const result = answer(svm, sent, msg.method, msg.params ?? []);
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32603;
        res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type { Address };
