/**
 * Ownership and proxy upgrades (setOwner, transferOwnership, changeOwner,
 * changeAdmin, upgradeTo, upgradeToAndCall): handing a contract the user
 * controls — a DSProxy holding Maker vaults, a proxy — to an account that is
 * neither the user nor a known contract is Malicious (the 2024 DSProxy thefts).
 */
import { zeroAddress, type Address } from 'viem';
import { isUserOrKnown, partyName } from './names';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { takeover: 'OWNERSHIP_CHANGE', change: 'CONTROL_CHANGE' } as const;

const UPGRADES = new Set(['upgradeTo', 'upgradeToAndCall']);

export function checkControl(input: { fn: string; target: Address; party: Address }, facts: RuleFacts): RuleHit[] {
  const { fn, target, party } = input;
  const of = partyName(target, facts);
  const upgrade = UPGRADES.has(fn);
  const at = { address: party, stakes: true };
  if (party.toLowerCase() === zeroAddress) {
    return [hit(IDS.change, 'Warning', `Gives up control of ${of} for good (${fn} to the zero address).`, at)];
  }
  if (isUserOrKnown(party, facts)) {
    const verb = upgrade ? `Replaces the code of ${of} with ${partyName(party, facts)}` : `Makes ${partyName(party, facts)} the owner of ${of}`;
    return [hit(IDS.change, 'Warning', `${verb} (${fn}).`, at)];
  }
  const sentence = upgrade
    ? `Replaces the code of ${of} with ${partyName(party, facts)}, a contract Preflight does not know (${fn}): it could then do anything with what ${of} holds.`
    : `Hands control of ${of} to ${partyName(party, facts)}, which is neither you nor a contract Preflight knows (${fn}): that account would own it and everything it holds.`;
  return [hit(IDS.takeover, 'Malicious', sentence, { ...at, reason: 'other' })];
}
