/** Short texts among the words of calldata Preflight has no ABI for (lib/engine/decode/text-words.ts). */
import { encodeAbiParameters, parseAbiParameters, stringToHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { textWords } from '../../../../lib/engine/decode/text-words';

const call = (words: Hex): Hex => `0x12345678${words.slice(2)}`;

describe('textWords', () => {
  it('reads a left-aligned bytes32 name and nothing of the numbers or addresses beside it', () => {
    const data = call(encodeAbiParameters(parseAbiParameters('uint128, bytes32, address, uint256'), [77n, stringToHex('VAULT_MANAGER', { size: 32 }), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0x4142434400n]));
    expect(textWords(data)).toEqual(['VAULT_MANAGER']);
  });
  it('a hash, binary bytes or a text of two letters is no name', () => {
    const data = call(encodeAbiParameters(parseAbiParameters('bytes32, bytes32, bytes32'), [`0x${'ab'.repeat(32)}`, stringToHex('OK', { size: 32 }), `0x41${'00'.repeat(2)}ff${'00'.repeat(28)}`]));
    expect(textWords(data)).toEqual([]);
  });
});
