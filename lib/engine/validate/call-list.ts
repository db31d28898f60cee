/**
 * A list of calls one account makes in one click: a wallet_sendCalls batch, or the batch an account's own
 * smart-account code runs when it is sent an execute body (decode/account-calls.ts). Each call is judged as
 * if the user had sent it alone, then the list as a whole (rules/batch-sweep.ts).
 */
import { numberToHex, type Address } from 'viem';
import type { JsonRpcValidation, ValidationContext } from '../contracts';
import type { AccountCall } from '../decode/account-calls';
import { decodeCall } from '../decode/calldata';
import { readAddress, readData, readQuantity } from '../decode/hex';
import { checkBatch, type BatchCall } from '../rules/batch-sweep';
import { checkAccountDelegateCall } from '../rules/eip7702';
import { hit, type RuleHit } from '../rules/types';
import { createFacts } from './facts';

export type Tx = NonNullable<JsonRpcValidation['transaction']>;

/** Judges one call as a transaction of its own (validate/transaction.ts, passed in to keep the modules acyclic). */
export type JudgeCall = (tx: unknown) => Promise<RuleHit[]>;

export const IDS = { ownCalls: 'ACCOUNT_OWN_CALLS', unread: 'ACCOUNT_OWN_CALLS_UNREAD' } as const;

/** Execute bodies inside execute bodies are read this deep, deeper ones are unread: a drain could hide one level below any fixed depth. */
export const MAX_OWN_CALL_DEPTH = 3;

/** The simulatable transaction out of a loose request object (only fields that read cleanly). */
export function toTransaction(raw: unknown, fallbackFrom: Address | undefined): Tx | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const f = new Map(Object.entries(raw));
  const from = readAddress(f.get('from'));
  const sender = from.ok ? from.value : fallbackFrom;
  if (sender === undefined) return undefined;
  const tx: Tx = { from: sender };
  const to = readAddress(f.get('to'));
  if (to.ok) tx.to = to.value;
  const rawData = f.get('data') ?? f.get('input');
  if (rawData !== undefined) {
    const d = readData(rawData);
    if (d.ok) tx.data = d.value;
  }
  const value = f.get('value');
  if (value !== undefined) {
    const v = readQuantity(value);
    if (v.ok) tx.value = numberToHex(v.value);
  }
  return tx;
}

/** One call of a batch, decoded for the batch rule. */
export function batchCall(tx: Tx): BatchCall {
  return { to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, call: tx.data ? decodeCall(tx.to, tx.data) : undefined };
}

/** Every call from `from`, each judged alone, then the batch as a whole; `txs`: the calls that read cleanly. */
export async function callListHits(calls: readonly unknown[], from: Address | undefined, ctx: ValidationContext, judge: JudgeCall): Promise<{ hits: RuleHit[]; txs: Tx[] }> {
  const hits: RuleHit[] = [];
  const txs: Tx[] = [];
  for (const call of calls) {
    const withFrom = typeof call === 'object' && call !== null ? { ...call, from } : call;
    hits.push(...(await judge(withFrom)));
    const tx = toTransaction(withFrom, from);
    if (tx) txs.push(tx);
  }
  hits.push(...checkBatch(txs.map(batchCall), createFacts(ctx, from)));
  return { hits, txs };
}

/**
 * An execute body sent to the account itself (or to smart-account code the registry knows): the calls it makes,
 * as the user's own; `calls` null: an execute body Preflight cannot read (decode/account-calls.ts), as is one nested too deep.
 */
export async function ownAccountCallHits(calls: readonly AccountCall[] | null, account: Address, ctx: ValidationContext, depth: number, judge: JudgeCall): Promise<RuleHit[]> {
  if (calls === null || depth >= MAX_OWN_CALL_DEPTH) return [hit(IDS.unread, 'Warning', 'Your account runs calls Preflight cannot read.', { stakes: true })];
  const facts = createFacts(ctx, account);
  const code = calls.filter((c) => c.delegate).flatMap((c) => checkAccountDelegateCall(c.to, facts));
  const raw = calls.filter((c) => !c.delegate).map((c) => ({ to: c.to, data: c.data, value: numberToHex(c.value) }));
  const { hits } = await callListHits(raw, account, ctx, judge);
  return [hit(IDS.ownCalls, 'Info', `Your account makes ${calls.length} call(s), each judged as if you sent it.`), ...code, ...hits];
}
