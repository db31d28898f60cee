/**
 * SOL or tokens a request sends from the user to an address that is not theirs: EVM's "gives value to
 * another address" (rules/domain.ts weighs a deceptive site by it). SOL into the user's own token
 * account is wrapping (wSOL), and SOL to a program Preflight knows is a fee or a deposit into it.
 */
import type { Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { actionsOf, userTokenAccounts } from './user-accounts';
import type { SolanaRuleInput } from './types';

/** One payment to another address; `lamports` for SOL, `tx` the index of its transaction in the request. */
export interface Payment {
  what: 'SOL' | 'tokens';
  to: Address;
  lamports: bigint;
  tx: number;
}

export function paymentsToOthers(input: SolanaRuleInput): Payment[] {
  const mine = userTokenAccounts(input.transactions, input);
  const out: Payment[] = [];
  input.transactions.forEach((tx, index) => {
    for (const { action: a } of actionsOf([tx])) {
      if (a.kind === 'sol-transfer' && a.from === input.user && a.to !== input.user && !mine.has(a.to) && knownProgram(a.to) === undefined) out.push({ what: 'SOL', to: a.to, lamports: a.lamports, tx: index });
      if (a.kind === 'token-transfer' && a.authority === input.user && !mine.has(a.destination)) out.push({ what: 'tokens', to: a.destination, lamports: 0n, tx: index });
    }
  });
  return out;
}

/**
 * The first such payment, in words; undefined when the request sends nothing to another address. Tokens
 * paid into one of `deposits` (accounts a program call of the request is given) are left out.
 */
export function paysAnotherAddress(input: SolanaRuleInput, deposits: ReadonlySet<Address> = new Set()): string | undefined {
  const first = paymentsToOthers(input).find((p) => p.what === 'SOL' || !deposits.has(p.to));
  return first === undefined ? undefined : `the same request sends ${first.what} to ${shortAddress(first.to)}`;
}
