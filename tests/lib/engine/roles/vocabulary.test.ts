/**
 * What a function's name says its address arguments get (lib/engine/roles/vocabulary.ts
 * roleOfFunction): the same words, whatever the protocol that chose them.
 */
import { describe, expect, it } from 'vitest';
import { roleOfFunction } from '../../../../lib/engine/roles/vocabulary';

describe('roleOfFunction', () => {
  it('a power noun after the verb, or an upgrade or grant, hands out control', () => {
    for (const name of ['transferOwnership', 'setAdmin', 'addGuardian', 'authorizeOperator', 'grantRole', 'upgrade', 'addSessionKey', 'set_session_key', 'addDelegate', 'changeDelegatedExecutorsConfig', 'setPendingAdmin']) {
      expect([name, roleOfFunction(name)]).toEqual([name, 'control']);
    }
  });

  it('a power noun first names who acts, and taking a power away gives nothing', () => {
    expect(roleOfFunction('operatorSend')).toBe('pay');
    expect(roleOfFunction('operatorBurn')).toBeUndefined();
    for (const name of ['revokeRole', 'removeOwner', 'renounceRole', 'revokeOperator']) expect([name, roleOfFunction(name)]).toEqual([name, 'mention']);
  });

  it('verbs that pay out, credit, pay or only name someone', () => {
    expect(['withdrawTo', 'redeemFor', 'unstake', 'claimRewards', 'release'].map(roleOfFunction)).toEqual(['takeOut', 'takeOut', 'takeOut', 'takeOut', 'takeOut']);
    expect(['mintTo', 'issueTo', 'depositFor', 'stakeFor', 'createLockFor'].map(roleOfFunction)).toEqual(['credit', 'credit', 'credit', 'credit', 'credit']);
    expect(['pay', 'sendTip', 'transferAndCall', 'donate'].map(roleOfFunction)).toEqual(['pay', 'pay', 'pay', 'pay']);
    expect(['attest', 'trust', 'vouchFor', 'propose', 'castVote', 'enterMarkets', 'delegate', 'delegateBySig', 'createSplit', 'buyItem'].map(roleOfFunction)).toEqual(Array(10).fill('mention'));
  });

  it('a name whose words say nothing of roles, or that runs whatever its data says, has no role', () => {
    for (const name of ['execute', 'multicall', 'aggregate3', 'onERC721Received', 'pause', '']) expect([name, roleOfFunction(name)]).toEqual([name, undefined]);
  });
});
