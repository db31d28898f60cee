/**
 * What the simulation shows, for changes the top-level instructions hide (a
 * program doing them through cross-program calls): the wallet or a token
 * account changing owner, a delegate over the whole balance, or the wallet
 * losing all of its SOL or a token while receiving nothing back. Adds a hit
 * only where the decoded rules found none of the same kind.
 */
import { shortAddress } from '../../format/address';
import { UNLIMITED_TOKEN_AMOUNT } from '../decode/describe';
import { knownProgram } from '../knowledge/programs';
import { FEATURE_ID as ASSIGNED } from './assign';
import { FEATURE_ID as DELEGATE } from './delegate';
import { FEATURE_ID as AUTHORITY } from './set-authority';
import { FEATURE_ID as WHOLE, SOL_DUST_LAMPORTS } from './whole-balance';
import { hit, type RuleHit, type SimulationFacts, type SolanaRuleInput } from './types';

function ownershipHits(sim: SimulationFacts): RuleHit[] {
  return sim.ownerships.map((o) => o.kind === 'wallet'
    ? hit(ASSIGNED, 'Malicious', `Simulated: your wallet account ends up owned by program ${shortAddress(o.to)}, which could then take your SOL.`, { address: o.to, reason: 'other', stakes: true })
    : hit(AUTHORITY, 'Malicious', `Simulated: ${shortAddress(o.to)} ends up in control of your token account ${shortAddress(o.account)}.`, { address: o.to, reason: 'other', stakes: true }));
}

function delegationHits(sim: SimulationFacts): RuleHit[] {
  return sim.delegations.flatMap((d) => {
    if (d.amount < d.balance && d.amount < UNLIMITED_TOKEN_AMOUNT) return [];
    const known = knownProgram(d.delegate);
    const sentence = `Simulated: ${known?.name ?? shortAddress(d.delegate)} may take everything in your token account ${shortAddress(d.account)} later, without asking you.`;
    return [hit(DELEGATE, known === undefined ? 'Malicious' : 'Warning', sentence, { address: d.delegate, reason: 'approval_farming', stakes: true })];
  });
}

function lossHits(sim: SimulationFacts): RuleHit[] {
  const gains = sim.solDelta > 0n || sim.tokens.some((t) => t.after > t.before);
  if (gains) return [];
  const hits: RuleHit[] = [];
  if (sim.solDelta < 0n && sim.solBefore + sim.solDelta <= SOL_DUST_LAMPORTS && sim.solBefore > SOL_DUST_LAMPORTS) {
    hits.push(hit(WHOLE, 'Malicious', 'Simulated: all the SOL in your wallet leaves it, and nothing comes back.', { reason: 'transfer_farming', stakes: true }));
  }
  for (const t of sim.tokens) {
    if (t.before > 0n && t.after === 0n) hits.push(hit(WHOLE, 'Malicious', `Simulated: your token account ${shortAddress(t.account)} is emptied, and nothing comes back.`, { address: t.account, reason: 'transfer_farming', stakes: true }));
  }
  return hits;
}

export function checkSimulated(input: SolanaRuleInput, decodedHits: readonly RuleHit[]): RuleHit[] {
  if (input.simulation === undefined) return [];
  const found = new Set(decodedHits.map((h) => h.feature_id));
  return [...ownershipHits(input.simulation), ...delegationHits(input.simulation), ...lossHits(input.simulation)].filter((h) => !found.has(h.feature_id));
}
