/**
 * Whether a call Preflight cannot read moves the user's whole balance: one of its amount words is what
 * the chain says the user holds of a token the call names (or of the called contract, when it is the
 * token), or the coin it pays is all the user holds of it. "Whole" is all but a hundredth, 1 % either side
 * (holding-share.ts): a fee added on top, the fee of the send or a bait amount's change left behind. A
 * timestamp or an id is as unlikely to fall within 1 % below a balance as above it; a partial amount keeps
 * the generic finding.
 */
import type { Address } from 'viem';
import { addressWords } from '../decode/address-words';
import { amountWords } from '../decode/amount-words';
import { formatTokenAmount } from '../../format/amount';
import { NATIVE_PLACEHOLDER, nativeAmount } from '../tokens/native';
import { allButAHundredth } from './holding-share';
import { tokenName } from './names';
import type { UnreadCall } from './unread-call';
import type { RuleFacts } from './types';

/** Balances asked per call: the tokens a drainer's call names sit among its first words. */
const MAX_TOKENS = 6;

export interface WholeBalance {
  token: Address;
  /** "82,000 USDC", "31,000 token 0x3Fa7…" */
  words: string;
}

export async function wholeBalanceMoved(call: UnreadCall, facts: RuleFacts): Promise<WholeBalance | undefined> {
  if (facts.signer === undefined) return undefined;
  const coin = call.value > 0n ? await facts.balanceOf(NATIVE_PLACEHOLDER) : undefined;
  if (coin !== undefined && allButAHundredth(call.value, coin)) return { token: NATIVE_PLACEHOLDER, words: nativeAmount(coin, facts.chainId) };
  const amounts = amountWords(call.data);
  if (amounts.length === 0) return undefined;
  const tokens = [...new Set([...addressWords(call.data), call.to])].slice(0, MAX_TOKENS);
  const balances = await Promise.all(tokens.map((t) => facts.balanceOf(t)));
  for (const [i, token] of tokens.entries()) {
    const balance = balances[i];
    if (balance === undefined || balance === 0n || !amounts.some((a) => allButAHundredth(a, balance))) continue;
    const info = await facts.tokenOf(token);
    const name = info?.symbol ?? (await tokenName(token, facts));
    const amount = info?.decimals === undefined ? `${balance.toString()} raw units of` : formatTokenAmount(balance, info.decimals);
    return { token, words: `${amount} ${name}` };
  }
  return undefined;
}
