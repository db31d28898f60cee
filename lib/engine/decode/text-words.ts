/**
 * The short texts among the static words of calldata Preflight has no ABI for: a `bytes32` holding a
 * name left-aligned and padded with zeros ("ADMIN", "PERPS_MODIFY_COLLATERAL"), as permission and role
 * systems store their names. Numbers and addresses are right-aligned, so they never read as text.
 */
import type { Hex } from 'viem';
import { callWords } from './call-words';

/** Letters, digits and `_`, starting with a letter, three to 32 of them, then only zero bytes. */
const TEXT = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;

export function textWords(data: Hex): string[] {
  return callWords(data).flatMap((word) => {
    const hex = word.toString(16).padStart(64, '0').replace(/(00)+$/, '');
    if (hex.length === 0 || hex.length % 2 !== 0 || hex.startsWith('00')) return [];
    const text = String.fromCharCode(...(hex.match(/../g) ?? []).map((b) => parseInt(b, 16)));
    return TEXT.test(text) ? [text] : [];
  });
}
