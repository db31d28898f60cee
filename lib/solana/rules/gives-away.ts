/**
 * SOL or tokens a request sends from the user to an address that is not theirs: EVM's "gives value to
 * another address" (rules/domain.ts weighs a deceptive site by it). SOL into the user's own token
 * account is wrapping (wSOL), and SOL to a program Preflight knows is a fee or a deposit into it.
 */
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { actionsOf, userTokenAccounts } from './user-accounts';
import type { SolanaRuleInput } from './types';

/** The first such payment, in words; undefined when the request sends nothing to another address. */
export function paysAnotherAddress(input: SolanaRuleInput): string | undefined {
  const mine = userTokenAccounts(input.transactions, input);
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind === 'sol-transfer' && a.from === input.user && a.to !== input.user && !mine.has(a.to) && knownProgram(a.to) === undefined) return `the same request sends SOL to ${shortAddress(a.to)}`;
    if (a.kind === 'token-transfer' && a.authority === input.user && !mine.has(a.destination)) return `the same request sends tokens to ${shortAddress(a.destination)}`;
  }
  return undefined;
}
