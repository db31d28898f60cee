/**
 * A held Solana call (the page's snapshot) read into what is scanned: wire
 * transactions, the message, the sign-in input, the account and the cluster;
 * a call that cannot be read is refused, never scanned as empty.
 */
import {
  address, appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getBase58Decoder, getBase64Decoder,
  getTransactionDecoder, getTransactionEncoder, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash, type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, test } from 'vitest';
import { readSolanaRequest, toWire } from '../../../lib/broker/solana-request';

const USER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const FRIEND = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

function transfer(): { wire: Uint8Array; message: Uint8Array } {
  const payer = address(USER);
  const msg = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(payer), destination: address(FRIEND), amount: 5n }), m),
  );
  const tx = compileTransaction(msg);
  return { wire: new Uint8Array(getTransactionEncoder().encode(tx)), message: new Uint8Array(tx.messageBytes) };
}
const $b = (bytes: Uint8Array) => ({ $b: [...bytes] });
const b64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);

describe('readSolanaRequest', () => {
  test('a batch with one unreadable transaction is refused, naming which one', () => {
    const { wire } = transfer();
    const read = readSolanaRequest('solana:signAllTransactions', { wallet: 'W', args: [[$b(wire), { $b: [0, 1, 2] }]] });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(/could not be read \(transaction 2: .+\), so it was not sent to the wallet/);
  });

  test('a Wallet Standard signTransaction input: the wire bytes, its account and its chain', () => {
    const { wire } = transfer();
    const read = readSolanaRequest('solana:signTransaction', { wallet: 'W', args: [{ account: { address: USER }, transaction: $b(wire), chain: 'solana:devnet' }] });
    expect(read).toEqual({ ok: true, value: { wallet: 'W', scan: { cluster: 'devnet', method: 'signTransaction', account_address: USER, transactions: [b64(wire)] } } });
  });

  test('several inputs are one batch (signAllTransactions); an injected array too', () => {
    const { wire } = transfer();
    const standard = readSolanaRequest('solana:signTransaction', { wallet: 'W', args: [{ transaction: $b(wire) }, { transaction: $b(wire) }] });
    const injected = readSolanaRequest('solana:signAllTransactions', { wallet: 'W', account: USER, args: [[$b(wire), $b(wire), $b(wire)]] });
    expect(standard.ok && standard.value.scan).toMatchObject({ method: 'signAllTransactions', transactions: [b64(wire), b64(wire)] });
    expect(injected.ok && injected.value.scan).toMatchObject({ method: 'signAllTransactions', account_address: USER, cluster: 'mainnet' });
    expect(injected.ok && injected.value.scan.transactions).toHaveLength(3);
  });

  test("request({ method, params: { message: base58 } }) with the message alone gets empty signature slots, as the wallet would", () => {
    const { wire, message } = transfer();
    const read = readSolanaRequest('solana:signAndSendTransaction', { wallet: 'Phantom', args: [{ method: 'signAndSendTransaction', params: { message: getBase58Decoder().decode(message) } }] });
    expect(read.ok && read.value.scan.transactions).toEqual([b64(wire)]);
    expect(toWire(wire)).toBe(wire);
    expect(getTransactionDecoder().decode(toWire(message)).messageBytes).toEqual(message);
  });

  test('signMessage keeps the exact bytes; signIn keeps the input', () => {
    const bytes = new TextEncoder().encode('hello');
    const message = readSolanaRequest('solana:signMessage', { wallet: 'W', args: [{ account: { address: USER, chains: ['solana:testnet'] }, message: $b(bytes) }] });
    expect(message.ok && message.value.scan).toEqual({ cluster: 'testnet', method: 'signMessage', account_address: USER, message: b64(bytes) });
    // An injected provider's older sign(data, display) (Solflare) is a signMessage of its first argument.
    const legacy = readSolanaRequest('solana:sign', { wallet: 'Solflare', args: [$b(bytes), 'utf8'] });
    expect(legacy.ok && legacy.value.scan).toEqual({ cluster: 'mainnet', method: 'signMessage', message: b64(bytes) });
    const signIn = readSolanaRequest('solana:signIn', { wallet: 'W', args: [{ domain: 'example.com', nonce: 'n1', address: USER }] });
    expect(signIn.ok && signIn.value.scan).toMatchObject({ method: 'signIn', account_address: USER, sign_in: { domain: 'example.com', nonce: 'n1' } });
  });

  test('refused when it cannot be read: no transaction, no message, an unknown method, malformed params', () => {
    for (const [method, params] of [
      ['solana:signTransaction', { wallet: 'W', args: [{ transaction: 'not bytes!' }] }],
      ['solana:signMessage', { wallet: 'W', args: [{}] }],
      ['solana:signSomethingNew', { wallet: 'W', args: [] }],
      ['solana:signTransaction', 'nonsense'],
      ['solana:signTransaction', { wallet: 'W', args: [{ transaction: { $b: [256] } }] }],
      // Bytes, but not a transaction the engine can judge: refused rather than reviewed as "cannot read".
      ['solana:signTransaction', { wallet: 'W', args: [{ transaction: { $b: [1, 2, 3, 4, 5] } }] }],
      ['solana:signAndSendTransaction', { wallet: 'W', args: [{ transaction: $b(new TextEncoder().encode('not a transaction at all, only text')) }] }],
    ] as const) {
      const read = readSolanaRequest(method, params);
      expect(read.ok, method).toBe(false);
      if (!read.ok) expect(read.error.code).toBe(-32602);
    }
  });
});

describe('the cluster', () => {
  const { wire } = transfer();
  const read = (params: Record<string, unknown>) => {
    const r = readSolanaRequest('solana:signTransaction', { wallet: 'W', args: [$b(wire)], ...params });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test("an injected provider's endpoint, network name or genesis hash names it", () => {
    expect(read({ cluster: 'https://api.devnet.solana.com' })).toEqual(expect.objectContaining({ scan: expect.objectContaining({ cluster: 'devnet' }) }));
    expect(read({ cluster: 'http://127.0.0.1:8899' }).scan.cluster).toBe('localnet');
    expect(read({ cluster: 'mainnet-beta' }).scan.cluster).toBe('mainnet');
    expect(read({ cluster: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' }).scan.cluster).toBe('devnet');
    expect(read({ cluster: 'https://api.devnet.solana.com' }).cluster_assumed).toBeUndefined();
  });

  test('nothing names it (or only ambiguously): mainnet, marked as assumed', () => {
    for (const hint of [undefined, 'https://rpc.example.com', 'https://devnet-and-testnet.example', 'not a url']) {
      const value = read(hint === undefined ? {} : { cluster: hint });
      expect(value.scan.cluster, hint).toBe('mainnet');
      expect(value.cluster_assumed, hint).toBe(true);
    }
    const several = readSolanaRequest('solana:signTransaction', { wallet: 'W', args: [{ account: { address: USER, chains: ['solana:mainnet', 'solana:devnet'] }, transaction: $b(wire) }] });
    expect(several.ok && several.value.cluster_assumed).toBe(true);
  });
});
