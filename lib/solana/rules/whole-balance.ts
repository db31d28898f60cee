/**
 * The whole balance of a token account or of the wallet's SOL sent to another
 * address. Offline, a token account is known to be emptied when the same
 * request transfers out of it and then closes it (an account must be empty to
 * close). With an RPC, the balances before the transaction say it: all but a
 * hundredth (of SOL, or dust), as EVM's holdings (holding-share.ts) — a drainer
 * leaves a crumb behind, or takes it through a cover call. Malicious.
 */
import type { Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import { allButAHundredth } from '../../engine/rules/holding-share';
import { solAmount } from '../decode/describe';
import { actionsOf, userTokenAccounts } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_WHOLE_BALANCE_TRANSFER';
/** SOL a transfer may leave behind and still be "everything": fees and a rent-exempt minimum (0.00089 SOL) with room. */
export const SOL_DUST_LAMPORTS = 5_000_000n;

/** `amount` is all of a holding of `held` (read through the RPC), or all but a hundredth of it. */
export function wholeHolding(amount: bigint, held: bigint | undefined): boolean {
  return held !== undefined && held > 0n && (amount >= held || allButAHundredth(amount, held));
}

/** Token accounts of the user emptied to someone else: source → destination. */
export function emptiedTokenAccounts(input: SolanaRuleInput): Map<Address, Address> {
  const mine = userTokenAccounts(input.transactions, input);
  const actions = actionsOf(input.transactions).map((a) => a.action);
  const closed = new Set(actions.flatMap((a) => (a.kind === 'token-close' && a.owner === input.user ? [a.account] : [])));
  const out = new Map<Address, Address>();
  for (const a of actions) {
    if (a.kind !== 'token-transfer' || a.authority !== input.user || mine.has(a.destination)) continue;
    const held = input.balances?.tokenAccounts.get(a.source)?.amount;
    if (closed.has(a.source) || wholeHolding(a.amount, held)) out.set(a.source, a.destination);
  }
  return out;
}

function wholeSol(input: SolanaRuleInput): RuleHit[] {
  const held = input.balances?.lamports;
  if (held === undefined || held === 0n || input.user === undefined) return [];
  const sent = new Map<Address, bigint>();
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind === 'sol-transfer' && a.from === input.user && a.to !== input.user) sent.set(a.to, (sent.get(a.to) ?? 0n) + a.lamports);
  }
  const total = [...sent.values()].reduce((s, v) => s + v, 0n);
  if (total === 0n || (total + SOL_DUST_LAMPORTS < held && !allButAHundredth(total, held))) return [];
  const [to] = [...sent.entries()].sort((x, y) => (y[1] > x[1] ? 1 : -1))[0] ?? [];
  return [hit(FEATURE_ID, 'Malicious', `Sends ${solAmount(total)}, all the SOL in your wallet, to ${to === undefined ? 'another address' : shortAddress(to)}.`, { ...(to === undefined ? {} : { address: to }), reason: 'transfer_farming', stakes: true })];
}

export function checkWholeBalance(input: SolanaRuleInput): RuleHit[] {
  const tokens = [...emptiedTokenAccounts(input)].map(([source, to]) =>
    hit(FEATURE_ID, 'Malicious', `Sends everything in your token account ${shortAddress(source)} to ${shortAddress(to)}.`, { address: to, reason: 'transfer_farming', stakes: true }));
  return [...tokens, ...wholeSol(input)];
}
