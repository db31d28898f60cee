/**
 * Safe multisig transactions, signed as SafeTx typed data or sent as
 * execTransaction, and calls to a Safe's own management functions:
 *  - operation 1 (DELEGATECALL) runs the target's code as the Safe itself; to a
 *    contract outside the registry it is Malicious (the 2025 Bybit theft).
 *  - adding an owner, changing the threshold, enabling a module, setting a
 *    guard or fallback handler: Malicious off the Safe's official site,
 *    Warning on it (it is still a change of who controls the funds).
 *  - any other call the Safe makes is judged like a call the user makes
 *    (approve, transfer, setApprovalForAll…), with the Safe as the owner of the
 *    assets; a MultiSend batch call by call.
 */
import type { Address, Hex } from 'viem';
import { decodeCall } from '../decode/calldata';
import { decodeMultiSend } from '../decode/multisend';
import { decodeProtocolCall } from '../decode/protocols';
import { checkControl } from './control';
import { checkUnreadCallParties } from './unread-call';
import { checkDecodedCall } from './decoded-call';
import { callLabel, checkRecipients } from './recipient';
import { addressField, bigintField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { partyName } from './names';
import { dappSiteName } from './own-site';
import { NOT_MINE, sameAddress, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { delegatecall: 'SAFE_DELEGATECALL_UNKNOWN', control: 'SAFE_CONTROL_CHANGE', tx: 'SAFE_TRANSACTION' } as const;

const DELEGATECALL = 1;
const OWNER_CHANGES = new Set(['addOwnerWithThreshold', 'removeOwner', 'swapOwner', 'changeThreshold']);

/** Code set to act as the Safe: what an app built on Safe installs for its own product. */
const MODULE_CHANGES = new Set(['enableModule', 'setGuard', 'setFallbackHandler']);

export async function checkSafeControl(input: { fn: string; safe: Address; party: Address | undefined }, facts: RuleFacts): Promise<RuleHit[]> {
  const { fn, safe, party } = input;
  const onSafeSite = facts.site?.officialOf !== undefined && facts.site.officialOf === facts.known(safe)?.protocol;
  const officialSafe = facts.site?.officialOf === 'safe' || onSafeSite;
  const who = party ? ` (${partyName(party, facts)})` : '';
  const sentence = `Changes who controls the Safe ${partyName(safe, facts)}: ${fn}${who}.`;
  // Owners and threshold are what the Safe's own app exists to change: shown there. Code that can act as the Safe
  // (modules, guards, handlers) stays a Warning even there.
  if (officialSafe && OWNER_CHANGES.has(fn)) return [hit(IDS.control, 'Info', `${sentence} The Safe's own app asks for it.`, { address: safe, stakes: true })];
  if (officialSafe || (party !== undefined && facts.known(party) !== undefined)) return [hit(IDS.control, 'Warning', sentence, { address: safe, stakes: true })];
  const ownModule = party !== undefined && MODULE_CHANGES.has(fn) ? await appOwnModule(party, facts) : undefined;
  if (ownModule !== undefined) return [hit(IDS.control, 'Info', `${sentence} ${ownModule}`, { address: safe, stakes: true })];
  const asking = facts.site?.valid === true ? `, and ${facts.site.host} is not it` : '';
  return [hit(IDS.control, 'Malicious', `${sentence} Only the Safe's own app should ask for this${asking}.`, { address: safe, reason: 'other', stakes: true })];
}

/**
 * Asked by a popular app's own site (brand list), a module, guard or handler that is code (or whose kind is
 * unknown offline) is that app's own: apps built on Safe (card, recovery, automation) install theirs this way.
 * The sentence saying so, else undefined. A personal account or a listed address is no app's module. A
 * registry protocol's site vouches for nothing more: the registry knows that protocol's contracts per chain.
 */
async function appOwnModule(party: Address, facts: RuleFacts): Promise<string | undefined> {
  const app = dappSiteName(facts);
  if (app === undefined || facts.listed(party) !== undefined) return undefined;
  const kind = await facts.kindOf(party);
  if (kind === 'eoa') return undefined;
  const unchecked = kind === 'unknown' ? ' Preflight could not check that it is a contract.' : '';
  return `Asked by ${app}'s own site: an app built on Safe installs its own module this way. The module can act for the Safe without its owners.${unchecked}`;
}

/** In the Safe's own app the owners chose this call together: a change of control is a Warning there, not an accusation. */
function onSafeSite(hits: RuleHit[], facts: RuleFacts): RuleHit[] {
  if (facts.site?.officialOf !== 'safe') return hits;
  return hits.map((h) => (h.type === 'Malicious' ? { ...h, type: 'Warning' as const, reason: undefined } : h));
}

/** The Safe's own assets are at stake in its calls: the Safe stands where the signer stood (its balance is not read). */
const asSafe = (facts: RuleFacts, safe: Address): RuleFacts => ({ ...facts, signer: safe, balanceOf: () => Promise.resolve(undefined) });

/** `value`: the native value the Safe sends with the call (SafeTx, execTransaction and MultiSend say it). */
export async function checkSafeOperation(input: { safe: Address; to: Address; data: Hex; operation: number; value?: bigint }, facts: RuleFacts, depth = 0): Promise<RuleHit[]> {
  const { safe, to, data, operation } = input;
  if (operation === DELEGATECALL && facts.known(to) === undefined) {
    return [hit(IDS.delegatecall, 'Malicious', `This Safe transaction runs the code of ${partyName(to, facts)}, a contract Preflight does not know, as the Safe itself (DELEGATECALL): it can take every asset and change the owners.`, { address: to, reason: 'other', stakes: true })];
  }
  const inner = decodeProtocolCall(data);
  if (inner?.kind === 'safeControl' && sameAddress(to, safe)) return await checkSafeControl({ fn: inner.fn, safe, party: inner.party }, facts);
  const how = operation === DELEGATECALL ? 'runs the code of' : 'calls';
  const info = hit(IDS.tx, 'Info', `Signs a transaction of the Safe ${partyName(safe, facts)} that ${how} ${partyName(to, facts)}.`, { address: to });
  // A batch (MultiSend, run by DELEGATECALL from a known library): every call in it, as the Safe.
  const batch = depth === 0 ? decodeMultiSend(data) : undefined;
  if (batch) {
    const each = await Promise.all(batch.map((c) => checkSafeOperation({ safe, to: c.to, data: c.data, operation: c.operation, value: c.value }, facts, depth + 1)));
    return [...each.flat().filter((h) => h.feature_id !== IDS.tx), info];
  }
  const call = operation === DELEGATECALL ? undefined : decodeCall(to, data);
  if (call) return [...(await checkDecodedCall(call, to, asSafe(facts, safe))), info];
  // Any other call the Safe makes is read like the user's own: its recipients, or a change of control of a contract it owns.
  if (inner?.kind === 'protocol' && operation !== DELEGATECALL) return [...checkRecipients(callLabel(inner.fn, to, facts), inner.recipients, asSafe(facts, safe), to), info];
  if (inner?.kind === 'control' && operation !== DELEGATECALL) return [...onSafeSite(checkControl({ fn: inner.fn, target: to, party: inner.party }, asSafe(facts, safe)), facts), info];
  const unread = inner !== undefined || operation === DELEGATECALL || data === '0x' ? [] : await checkUnreadCallParties({ to, data, value: input.value ?? 0n, own: [safe] }, facts);
  return [...unread, info];
}

export async function checkSafeTx(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.primaryType !== 'SafeTx') return NOT_MINE;
  const m = typed.message;
  const to = addressField(m, 'to');
  const safe = typed.domain.verifyingContract;
  const data = typeof m.data === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(m.data) ? (`0x${m.data.slice(2)}` as const) : '0x';
  const operation = bigintField(m, 'operation');
  if (to === undefined || safe === undefined || operation === undefined) {
    return { hits: [hit(IDS.tx, 'Warning', 'This Safe transaction is missing its target, Safe address or operation, so it cannot be checked.')], exposures: [], recognised: true };
  }
  return { hits: await checkSafeOperation({ safe, to, data, operation: Number(operation), value: bigintField(m, 'value') }, facts), exposures: [], recognised: true };
}
