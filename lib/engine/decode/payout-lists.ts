/**
 * A list of payees beside a list of amounts in calldata Preflight has no ABI for: a dynamic
 * `address[]` whose head offset is followed by a `uint256[]` of the same length (disperse, payroll
 * and airdrop tools all take `(address[] recipients, uint256[] amounts)`). Read from the ABI's own
 * layout (an offset word, then a length word, then the items), so a static word that merely looks
 * like an address is not taken for a list.
 */
import { getAddress, numberToHex, type Address, type Hex } from 'viem';
import { ADDRESS_FLOOR, MAX_WORDS, callWords } from './call-words';

export interface PayoutList {
  payees: Address[];
  amounts: bigint[];
}

const ADDRESS_CEILING = (1n << 160n) - 1n;
/** More items than any payroll a wallet signs in one go: past it, a "length" is some other number. */
const MAX_ITEMS = 500n;

/** The items of the dynamic array an offset word points at, or undefined when the word is no offset. */
function arrayAt(words: bigint[], offset: bigint): bigint[] | undefined {
  if (offset === 0n || offset % 32n !== 0n) return undefined;
  const at = Number(offset / 32n);
  const length = words[at];
  if (length === undefined || length === 0n || length > MAX_ITEMS || at + 1 + Number(length) > words.length) return undefined;
  return words.slice(at + 1, at + 1 + Number(length));
}

const isAddress = (w: bigint): boolean => w >= ADDRESS_FLOOR && w < ADDRESS_CEILING;
const isAmount = (w: bigint): boolean => w > 0n && w < ADDRESS_FLOOR;

/** The first list of payees followed by as many amounts, or undefined when the call carries none. */
export function payoutList(data: Hex): PayoutList | undefined {
  const words = callWords(data, Infinity);
  const head = words.slice(0, MAX_WORDS);
  for (let i = 0; i + 1 < head.length; i++) {
    const payees = arrayAt(words, head[i] ?? 0n);
    const amounts = arrayAt(words, head[i + 1] ?? 0n);
    if (payees === undefined || amounts === undefined || payees.length !== amounts.length) continue;
    if (payees.every(isAddress) && amounts.every(isAmount)) {
      return { payees: payees.map((w) => getAddress(numberToHex(w, { size: 20 }))), amounts };
    }
  }
  return undefined;
}

/**
 * The positions (in callWords order) of the items of every list of two or more addresses a head word points at:
 * a route's tokens or pools (a swap's `address[] path`). Value is paid along a route, not to it.
 */
export function routeItems(data: Hex): Set<number> {
  const words = callWords(data, Infinity);
  const items = new Set<number>();
  for (const offset of words.slice(0, MAX_WORDS)) {
    const list = arrayAt(words, offset);
    if (list === undefined || list.length < 2 || !list.every(isAddress)) continue;
    const first = Number(offset / 32n) + 1;
    list.forEach((_, i) => items.add(first + i));
  }
  return items;
}
