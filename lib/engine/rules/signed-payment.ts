/**
 * A signature for a token contract itself that pays one payee (EIP-3009's TransferWithAuthorization /
 * ReceiveWithAuthorization, what x402's pay-per-request scheme signs) is a transfer by signature, weighed as
 * transfer.ts weighs a plain one: a dollar or less is shown (currency.ts); a part of what the user's own node says
 * they hold is shown (holding-share.ts); all of it to an account the chain calls personal is Malicious. A signature
 * for any other contract (an exchange's order) names amounts of other tokens: not weighed here.
 */
import type { Address } from 'viem';
import { formatTokenAmount } from '../../format/amount';
import type { TypedRoles } from '../roles/typed';
import { isPettySum, worthOf } from '../tokens/currency';
import { listedToken } from '../tokens/list';
import type { SanitizedTypedData } from '../typed-data/types';
import { shareOfHolding } from './holding-share';
import { unvouchedSite } from './own-site';
import type { RuleFacts } from './types';

export interface PaymentWeight {
  type: 'Info' | 'Malicious';
  /** "pays 0x… 0.05 USDC, at most a dollar: …" — follows "This … signature". */
  words: string;
}

/** The payment's weight against its sum and the holding; undefined when neither says anything. */
export async function weighSignedPayment(typed: SanitizedTypedData, roles: TypedRoles, payee: Address, who: string, facts: RuleFacts): Promise<PaymentWeight | undefined> {
  const token = typed.domain.verifyingContract;
  const amount = roles.amounts.length === 1 ? roles.amounts[0] : undefined;
  if (token === undefined || amount === undefined || roles.unlimited) return undefined;
  const chainId = typeof typed.domain.chainId === 'number' ? typed.domain.chainId : facts.chainId;
  const listed = listedToken(chainId, token);
  if (listed !== undefined && isPettySum(worthOf(chainId, token, amount))) {
    return { type: 'Info', words: `pays ${who} ${formatTokenAmount(amount, listed.decimals)} ${listed.symbol}, at most a dollar: a petty sum, not what a drainer asks for` };
  }
  // The holding is read on the wallet's chain: a signature for another chain's contract is not weighed against it.
  if (chainId !== facts.chainId) return undefined;
  const balance = await facts.balanceOf(token);
  if (balance !== undefined && balance > 0n && amount >= balance && unvouchedSite(facts) !== undefined && (await facts.kindOf(payee)) === 'eoa') {
    const all = listed === undefined ? 'all of this token' : `all ${formatTokenAmount(balance, listed.decimals)} ${listed.symbol}`;
    return { type: 'Malicious', words: `pays ${who} ${all} you hold; the chain says it is a personal account` };
  }
  const share = await shareOfHolding({ token, amount }, facts);
  return share === undefined ? undefined : { type: 'Info', words: `pays ${who} ${share}, not the whole holding a drainer takes` };
}
