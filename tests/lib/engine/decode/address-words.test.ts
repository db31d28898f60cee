/**
 * Address-shaped words of calldata without an ABI (lib/engine/decode/address-words.ts): an address
 * is found wherever it sits, amounts, ids, offsets and all-ones maxima are not taken for one.
 */
import { encodeAbiParameters, maxUint128, maxUint256, parseAbiParameters, parseEther, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressWords, wordAddresses } from '../../../../lib/engine/decode/address-words';

const SELECTOR = '0x4dcd4547';
const call = (types: string, values: readonly unknown[]): Hex => `${SELECTOR}${encodeAbiParameters(parseAbiParameters(types), values).slice(2)}`;
const VANITY = '0x0000db5c8B030ae20308ac975898E09741e70000';
const PLAIN = '0x412f10AAd96fD78da6736387e2C84931Ac20313f';

describe('addressWords', () => {
  it('finds the addresses among static arguments, a vanity one with leading zero bytes too, each once', () => {
    expect(addressWords(call('address, uint256, address, address', [VANITY, parseEther('25'), PLAIN, VANITY]))).toEqual([VANITY, PLAIN]);
  });

  it('takes no amount, id, offset, maximum or 2^127-based account id for an address', () => {
    const accountId = (1n << 127n) + 85n;
    const maxUint160 = (1n << 160n) - 1n;
    expect(addressWords(call('uint256, uint128, uint256, uint256, bytes, uint256', [parseEther('1000000000'), maxUint128, accountId, maxUint160, '0x1234', maxUint256]))).toEqual([]);
  });

  it('finds an address carried as 20-byte bytes (a destination on another chain), not other bytes of its length or shape', () => {
    expect(addressWords(call('uint32, bytes, uint32, uint256', [4, PLAIN, 7, parseEther('2')]))).toEqual([PLAIN]);
    // 20 bytes that are no address (a short hash) and a 43-byte swap path that starts with one are not taken.
    expect(addressWords(call('bytes, uint256', [`0x${'00'.repeat(19)}01`, 20n]))).toEqual([]);
    expect(addressWords(call('uint256, bytes', [5n, `${PLAIN}000bb8${PLAIN.slice(2)}`]))).toEqual([]);
  });

  it('reads nothing from a bare selector or calldata cut short', () => {
    expect(addressWords(SELECTOR)).toEqual([]);
    expect(addressWords(call('address', [PLAIN]).slice(0, 40) as Hex)).toEqual([]);
  });

  it('keeps every word in its place, so which address sits right before another can be read', () => {
    expect(wordAddresses(call('address, address, uint256, address', [PLAIN, VANITY, 5n, VANITY]))).toEqual([PLAIN, VANITY, undefined, VANITY]);
  });
});
