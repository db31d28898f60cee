import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkApproval } from '../../../../lib/engine/rules/approval';
import { isUnlimited } from '../../../../lib/engine/rules/amounts';
import { checkSetApprovalForAll } from '../../../../lib/engine/rules/set-approval-for-all';
import { CONTRACT, EOA, KNOWN_TOKEN, SCAMMER, UNKNOWN, facts } from './support';

const token = CONTRACT;
const verdict = async (spender: `0x${string}`, amount: bigint) =>
  (await checkApproval({ token, spender, amount, label: 'token approval' }, facts())).map((h) => [h.type, h.reason ?? '']);

describe('ERC-20 approval rule', () => {
  it.each([
    ['unlimited to an EOA', EOA, maxUint256, 'Malicious', 'approval_farming'],
    ['2^255 to an EOA', EOA, 2n ** 255n, 'Malicious', 'approval_farming'],
    ['unlimited to a contract', CONTRACT, maxUint256, 'Warning', ''],
    ['unlimited, kind unknown', UNKNOWN, maxUint256, 'Warning', ''],
    ['bounded to an EOA', EOA, 10n ** 18n, 'Warning', ''],
    ['bounded to a contract', CONTRACT, 10n ** 18n, 'Info', ''],
    ['revoke to an EOA', EOA, 0n, 'Benign', ''],
    ['bounded to a blocklisted spender', SCAMMER, 1n, 'Malicious', 'approval_farming'],
  ] as const)('%s', async (_n, spender, amount, type, reason) => {
    expect(await verdict(spender, amount)).toEqual([[type, reason]]);
  });

  it('says the amount in the token\'s own units when its decimals are known, raw units otherwise', async () => {
    const [known] = await checkApproval({ token: KNOWN_TOKEN, spender: EOA, amount: 100_500_000n, label: 'token approval' }, facts());
    expect(known?.description).toContain('up to 100.5 USDC');
    const [unknown] = await checkApproval({ token, spender: EOA, amount: 100_500_000n, label: 'token approval' }, facts());
    expect(unknown?.description).toContain('up to 100500000 (raw units)');
  });

  it('treats absurd amounts as unlimited but not ordinary large balances', () => {
    expect(isUnlimited(2n ** 160n - 1n)).toBe(true);
    expect(isUnlimited(10n ** 30n)).toBe(false);
  });
});

describe('setApprovalForAll rule', () => {
  const run = async (operator: `0x${string}`, approved: boolean) =>
    (await checkSetApprovalForAll({ collection: CONTRACT, operator, approved }, facts())).map((h) => [h.type, h.reason ?? '']);
  it('is Malicious to an EOA or a blocklisted operator, Warning to a contract, Benign when revoking', async () => {
    expect(await run(EOA, true)).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(await run(SCAMMER, true)).toEqual([['Malicious', 'set_approval_for_all_farming']]);
    expect(await run(CONTRACT, true)).toEqual([['Warning', '']]);
    expect(await run(UNKNOWN, true)).toEqual([['Warning', '']]);
    expect(await run(EOA, false)).toEqual([['Benign', '']]);
  });
});
