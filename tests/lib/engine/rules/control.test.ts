/**
 * Handing over a contract the user controls (lib/engine/rules/control.ts):
 * to a stranger it is Malicious (the 2024 DSProxy thefts), to the user or a
 * known contract a Warning, to the zero address a Warning that it is for good.
 * Each case names the finding, its verdict and the words the user reads.
 */
import { describe, expect, it } from 'vitest';
import { checkControl } from '../../../../lib/engine/rules/control';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, PERMIT2, USER, facts } from './support';

const ZERO = '0x0000000000000000000000000000000000000000';
const proxy = shortAddress(CONTRACT);
const stranger = shortAddress(EOA);

describe('ownership and proxy upgrades', () => {
  it.each(['setOwner', 'transferOwnership', 'changeOwner', 'changeAdmin'])('%s to a stranger: Malicious, the stranger would own it and all it holds', (fn) => {
    expect(checkControl({ fn, target: CONTRACT, party: EOA }, facts())).toEqual([
      {
        feature_id: 'OWNERSHIP_CHANGE',
        type: 'Malicious',
        description: `Hands control of ${proxy} to ${stranger}, which is neither you nor a contract Preflight knows (${fn}): that account would own it and everything it holds.`,
        address: EOA,
        stakes: true,
        reason: 'other',
      },
    ]);
  });

  it.each(['upgradeTo', 'upgradeToAndCall'])('%s to unknown code: Malicious, the code could do anything with what it holds', (fn) => {
    expect(checkControl({ fn, target: CONTRACT, party: EOA }, facts())).toEqual([
      {
        feature_id: 'OWNERSHIP_CHANGE',
        type: 'Malicious',
        description: `Replaces the code of ${proxy} with ${stranger}, a contract Preflight does not know (${fn}): it could then do anything with what ${proxy} holds.`,
        address: EOA,
        stakes: true,
        reason: 'other',
      },
    ]);
  });

  it('to the user\'s own account: a Warning that says who becomes owner', () => {
    expect(checkControl({ fn: 'transferOwnership', target: CONTRACT, party: USER }, facts())).toEqual([
      { feature_id: 'CONTROL_CHANGE', type: 'Warning', description: `Makes your account the owner of ${proxy} (transferOwnership).`, address: USER, stakes: true },
    ]);
  });

  it('an upgrade to a known contract: a Warning naming it', () => {
    expect(checkControl({ fn: 'upgradeTo', target: CONTRACT, party: PERMIT2 }, facts())).toEqual([
      { feature_id: 'CONTROL_CHANGE', type: 'Warning', description: `Replaces the code of ${proxy} with Uniswap Permit2 (upgradeTo).`, address: PERMIT2, stakes: true },
    ]);
  });

  it('to the zero address: a Warning that control is given up for good', () => {
    expect(checkControl({ fn: 'changeAdmin', target: CONTRACT, party: ZERO }, facts())).toEqual([
      { feature_id: 'CONTROL_CHANGE', type: 'Warning', description: `Gives up control of ${proxy} for good (changeAdmin to the zero address).`, address: ZERO, stakes: true },
    ]);
  });

  it('a function that is no upgrade never speaks of code, even to a known contract', () => {
    const [h] = checkControl({ fn: 'changeOwner', target: CONTRACT, party: PERMIT2 }, facts());
    expect(h?.description).toBe(`Makes Uniswap Permit2 the owner of ${proxy} (changeOwner).`);
  });
});
