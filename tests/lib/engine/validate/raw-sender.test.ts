/**
 * The signer of a raw transaction, recovered with @noble/secp256k1, is the
 * account that signed it: the same answer as viem's recoverTransactionAddress
 * (which uses @noble/curves), for every transaction type viem can sign.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTransaction, recoverTransactionAddress, toHex, type Address, type Hex, type TransactionSerializable, type TransactionSerialized } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { recoverRawSender, UnrecoverableSignerError } from '../../../../lib/engine/validate/raw-sender';

const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaa3d7b4b2cc5b5c2';
const to: Address = '0x00000000000000000000000000000000000000b2';
const data: Hex = '0xa9059cbb';
const base = { to, value: 10n ** 18n, data, nonce: 7, gas: 21_000n };
const fees = { maxFeePerGas: 2n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n };
/** A typed envelope (0x01–0x04) or a legacy RLP list: what viem's recovery takes. */
const isSerialized = (raw: Hex): raw is TransactionSerialized => /^0x(0[1-4]|[c-f])/i.test(raw);

const kinds: [string, TransactionSerializable][] = [
  ['legacy with EIP-155 (chain 1)', { ...base, type: 'legacy', chainId: 1, gasPrice: 10n ** 9n }],
  ['legacy with EIP-155 (Polygon, a v above 255)', { ...base, type: 'legacy', chainId: 137, gasPrice: 10n ** 9n }],
  ['legacy without a chain (v 27/28)', { ...base, type: 'legacy', gasPrice: 10n ** 9n }],
  ['EIP-2930', { ...base, type: 'eip2930', chainId: 1, gasPrice: 10n ** 9n, accessList: [{ address: to, storageKeys: [] }] }],
  ['EIP-1559', { ...base, ...fees, type: 'eip1559', chainId: 8453 }],
  ['EIP-4844', { ...base, ...fees, type: 'eip4844', chainId: 1, maxFeePerBlobGas: 1n, blobVersionedHashes: [`0x01${'ab'.repeat(31)}`] }],
  [
    'EIP-7702',
    {
      ...base,
      ...fees,
      type: 'eip7702',
      chainId: 1,
      authorizationList: [{ address: to, chainId: 1, nonce: 0, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, yParity: 0 }],
    },
  ],
];

describe('recoverRawSender', () => {
  it.each(kinds)('%s: the account that signed, as viem recovers it', async (_kind, tx) => {
    const account = privateKeyToAccount(KEY);
    const raw = await account.signTransaction(tx);
    if (!isSerialized(raw)) throw new Error(`not a signed transaction: ${raw.slice(0, 10)}`);
    expect(recoverRawSender(parseTransaction(raw))).toBe(account.address);
    expect(recoverRawSender(parseTransaction(raw))).toBe(await recoverTransactionAddress({ serializedTransaction: raw }));
    // From v alone (27/28, or EIP-155's 35 + 2·chainId + parity), as a legacy transaction carries it.
    const parsed = parseTransaction(raw);
    if (parsed.v !== undefined) expect(recoverRawSender({ ...parsed, yParity: undefined })).toBe(account.address);
  });

  it('any key, any chain and nonce: the same address as viem', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 2 ** 31 }), fc.nat(1_000), async (bytes, chainId, nonce) => {
        const key = toHex(bytes);
        let account;
        try {
          account = privateKeyToAccount(key);
        } catch {
          return; // zero or past the curve order: no key
        }
        const raw = await account.signTransaction({ ...base, ...fees, type: 'eip1559', chainId, nonce });
        expect(recoverRawSender(parseTransaction(raw))).toBe(account.address);
      }),
      { numRuns: 40 },
    );
  });

  it('an unsigned transaction, a signature of zeros or one without its parity: an error, never an address', async () => {
    const raw = await privateKeyToAccount(KEY).signTransaction({ ...base, ...fees, type: 'eip1559', chainId: 1 });
    const tx = parseTransaction(raw);
    expect(() => recoverRawSender({ ...tx, r: undefined, s: undefined })).toThrow(UnrecoverableSignerError);
    expect(() => recoverRawSender({ ...tx, r: `0x${'00'.repeat(32)}` })).toThrow();
    expect(() => recoverRawSender({ ...tx, yParity: undefined, v: 5n })).toThrow(UnrecoverableSignerError);
  });

  it('a changed byte in what was signed gives another account, as it would on chain', async () => {
    const account = privateKeyToAccount(KEY);
    const tx = parseTransaction(await account.signTransaction({ ...base, ...fees, type: 'eip1559', chainId: 1 }));
    expect(recoverRawSender({ ...tx, value: 2n * 10n ** 18n })).not.toBe(account.address);
  });
});
