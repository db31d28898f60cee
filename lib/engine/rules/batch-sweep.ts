/**
 * A batch (wallet_sendCalls, an aggregated bulk scan) judged as a whole: one
 * transfer to a friend is ordinary, but a batch that moves several of the
 * user's assets to the same outside address, or approves a spender and then
 * pulls the user's tokens out, is how batch drainers empty a wallet in one
 * click. Malicious transfer_farming.
 */
import type { Address } from 'viem';
import type { DecodedCall } from '../decode/calldata';
import { isUserOrKnown, partyName } from './names';
import { sameAddress } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { sweep: 'BATCH_SWEEP' } as const;

export interface BatchCall {
  to: Address | undefined;
  value: bigint;
  call: DecodedCall | undefined;
}

/** Where the user's asset goes, for calls that move the user's own assets out. */
function destination(c: BatchCall, facts: RuleFacts): { asset: string; to: Address } | undefined {
  const call = c.call;
  if (call === undefined) return c.value > 0n && c.to ? { asset: 'native', to: c.to } : undefined;
  if (call.kind === 'transfer' && c.to) return { asset: c.to.toLowerCase(), to: call.to };
  if ((call.kind === 'transferFrom' || call.kind === 'safeTransferFrom') && c.to && sameAddress(call.from, facts.signer)) return { asset: c.to.toLowerCase(), to: call.to };
  return undefined;
}

export function checkBatch(calls: readonly BatchCall[], facts: RuleFacts): RuleHit[] {
  if (calls.length < 2) return [];
  const byRecipient = new Map<string, { to: Address; assets: Set<string> }>();
  for (const c of calls) {
    const d = destination(c, facts);
    if (!d || isUserOrKnown(d.to, facts)) continue;
    const entry = byRecipient.get(d.to.toLowerCase()) ?? { to: d.to, assets: new Set<string>() };
    entry.assets.add(d.asset);
    byRecipient.set(d.to.toLowerCase(), entry);
  }
  const hits: RuleHit[] = [];
  for (const { to, assets } of byRecipient.values()) {
    if (assets.size >= 2) {
      hits.push(hit(IDS.sweep, 'Malicious', `This batch sends ${assets.size} of your assets to the same address, ${partyName(to, facts)}, in one go: the pattern of a wallet drainer.`, { address: to, reason: 'transfer_farming', stakes: true }));
    }
  }
  // Approve-then-pull: an approval in the batch followed by a transferFrom of your tokens to someone else.
  const approvedTokens = new Set(calls.flatMap((c) => (c.call?.kind === 'approve' && c.to ? [c.to.toLowerCase()] : [])));
  const pulled = calls.find((c) => c.call?.kind === 'transferFrom' && c.to && approvedTokens.has(c.to.toLowerCase()) && !isUserOrKnown(c.call.to, facts));
  if (pulled && pulled.call?.kind === 'transferFrom' && hits.length === 0) {
    hits.push(hit(IDS.sweep, 'Malicious', `This batch approves a spender and then moves your tokens to ${partyName(pulled.call.to, facts)} in the same click.`, { address: pulled.call.to, reason: 'transfer_farming', stakes: true }));
  }
  return hits;
}
