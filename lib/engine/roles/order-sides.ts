/**
 * An order of a kind no rule knows, read by its sides: fields that share a prefix and end in
 * wallet / token / amount (signerWallet, signerToken, signerAmount; makerAsset, makerAmount …), or a
 * struct field holding those three (signer: { wallet, token, amount }). Two sides make an order:
 * the side whose wallet is the user's is what the user gives, the other what the user gets and who
 * may fill it (a wallet of 0x0 means anyone). Names of the protocol never enter the reading.
 */
import { isAddress, type Address } from 'viem';
import type { TypedStruct, TypedValue } from '../typed-data/types';

export interface OrderSide {
  /** "signer", "sender", "maker" … as the message names the side. */
  name: string;
  wallet: Address | undefined;
  token: Address;
  amount: bigint;
}

export interface OrderSides {
  /** What the user gives: the side whose wallet is the user's. */
  gives: OrderSide;
  /** What the user gets, and who may fill (its wallet). */
  gets: OrderSide;
}

const PART = /^(.*?)(wallet|account|address|token|asset|amount)$/i;
type Part = 'wallet' | 'token' | 'amount';

function partOf(suffix: string): Part {
  const s = suffix.toLowerCase();
  if (s === 'token' || s === 'asset') return 'token';
  return s === 'amount' ? 'amount' : 'wallet';
}

const asAddress = (v: TypedValue | undefined): Address | undefined => (typeof v === 'string' && isAddress(v, { strict: false }) ? v : undefined);

interface Draft {
  wallet?: Address;
  token?: Address;
  amount?: bigint;
}

function put(draft: Draft, part: Part, v: TypedValue | undefined): void {
  if (part === 'amount' && typeof v === 'bigint') draft.amount = v;
  else if (part === 'token') draft.token = asAddress(v) ?? draft.token;
  else if (part === 'wallet') draft.wallet = asAddress(v) ?? draft.wallet;
}

function draftsOf(m: TypedStruct): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  const draft = (name: string): Draft => drafts.get(name) ?? drafts.set(name, {}).get(name) ?? {};
  for (const [field, v] of Object.entries(m)) {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const [inner, iv] of Object.entries(v)) {
        const match = PART.exec(inner);
        if (match?.[1] === '') put(draft(field.toLowerCase()), partOf(match[2] ?? ''), iv);
      }
      continue;
    }
    const match = PART.exec(field);
    if (match?.[1] !== undefined && match[1] !== '') put(draft(match[1].toLowerCase()), partOf(match[2] ?? ''), v);
  }
  return drafts;
}

export function orderSides(m: TypedStruct, user: Address | undefined): OrderSides | undefined {
  if (user === undefined) return undefined;
  const sides: OrderSide[] = [];
  for (const [name, d] of draftsOf(m)) {
    if (d.token !== undefined && d.amount !== undefined) sides.push({ name, wallet: d.wallet, token: d.token, amount: d.amount });
  }
  if (sides.length !== 2) return undefined;
  const mine = (s: OrderSide) => s.wallet !== undefined && s.wallet.toLowerCase() === user.toLowerCase();
  const gives = sides.find(mine);
  const gets = sides.find((s) => !mine(s));
  return gives !== undefined && gets !== undefined ? { gives, gets } : undefined;
}
