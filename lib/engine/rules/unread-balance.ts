/**
 * Whether a call Preflight cannot read moves the user's whole balance of a token: one of its
 * amount words is what the chain says the user holds of a token the call names (or of the called
 * contract, when it is the token). "Whole" allows 1 % above the balance (fees added on top) and
 * nothing below: a timestamp or an id that merely exceeds a small balance is no match, and a
 * partial amount keeps the generic finding.
 */
import type { Address } from 'viem';
import { addressWords } from '../decode/address-words';
import { amountWords } from '../decode/amount-words';
import { formatTokenAmount } from '../../format/amount';
import { tokenName } from './names';
import type { UnreadCall } from './unread-call';
import type { RuleFacts } from './types';

/** Balances asked per call: the tokens a drainer's call names sit among its first words. */
const MAX_TOKENS = 6;
const ABOVE_PER_CENT = 1n;

export interface WholeBalance {
  token: Address;
  /** "82,000 USDC", "31,000 token 0x3Fa7…" */
  words: string;
}

const isWhole = (amount: bigint, balance: bigint): boolean => amount >= balance && amount * 100n <= balance * (100n + ABOVE_PER_CENT);

export async function wholeBalanceMoved(call: UnreadCall, facts: RuleFacts): Promise<WholeBalance | undefined> {
  const amounts = amountWords(call.data);
  if (amounts.length === 0 || facts.signer === undefined) return undefined;
  const tokens = [...new Set([...addressWords(call.data), call.to])].slice(0, MAX_TOKENS);
  const balances = await Promise.all(tokens.map((t) => facts.balanceOf(t)));
  for (const [i, token] of tokens.entries()) {
    const balance = balances[i];
    if (balance === undefined || balance === 0n || !amounts.some((a) => isWhole(a, balance))) continue;
    const info = await facts.tokenOf(token);
    const name = info?.symbol ?? (await tokenName(token, facts));
    const amount = info?.decimals === undefined ? `${balance.toString()} raw units of` : formatTokenAmount(balance, info.decimals);
    return { token, words: `${amount} ${name}` };
  }
  return undefined;
}
