/**
 * A call Preflight cannot read that pays several people their listed amounts (lib/engine/rules/unread-payroll.ts
 * through unread-call.ts): a payroll of our own making, sent to a contract nobody lists from a site nobody knows.
 */
import { encodeFunctionData, parseAbi, parseEther, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkUnreadCallParties } from '../../../../lib/engine/rules/unread-call';
import { checkSite } from '../../../../lib/engine/rules/domain';
import { EOA, KNOWN_TOKEN, UNKNOWN, USER, facts, site } from './support';

const TARGET: Address = '0xbAFA44EFE7901E04E39Dad13167D089C559c1138';
const OTHER: Address = '0x2222222222222222222222222222222222222222';
const abi = parseAbi(['function payEther(address[] who, uint256[] how) payable', 'function payToken(address token, address[] who, uint256[] how)', 'function payAndCall(address hook, address[] who, uint256[] how) payable']);
const plain = facts(1, USER, { site: site('payday-tool.xyz') });
const offline = facts(1, USER, { site: site('payday-tool.xyz'), chainSource: undefined });
const ether = encodeFunctionData({ abi, functionName: 'payEther', args: [[EOA, UNKNOWN, OTHER], [parseEther('0.4'), parseEther('0.25'), parseEther('0.25')]] });
const first = async (data: `0x${string}`, f = plain, value = parseEther('0.9')) => (await checkUnreadCallParties({ to: TARGET, data, value }, f))[0];

describe('a payment to several people the user listed', () => {
  it('three payees whose amounts add up to the ETH sent: shown (Info), naming how many and who, in both modes', async () => {
    for (const f of [plain, offline]) {
      const found = await first(ether, f);
      expect([found?.feature_id, found?.type, found?.toOther]).toEqual(['UNREAD_CALL_PAYS_LIST', 'Info', true]);
      expect(found?.description).toContain('pays 3 accounts you listed (0x7099…79C8, 0x1111…1111, 0x2222…2222)');
    }
  });

  it('a token payroll without value: shown too', async () => {
    const data = encodeFunctionData({ abi, functionName: 'payToken', args: [KNOWN_TOKEN, [EOA, OTHER], [2_000n, 1_500n]] });
    expect((await first(data, offline, 0n))?.feature_id).toBe('UNREAD_CALL_PAYS_LIST');
  });

  it('amounts that do not add up to the value, one payee, another address beside them, or a lure site: the generic Warning stays', async () => {
    expect((await first(ether, plain, parseEther('1')))?.feature_id).toBe('UNREAD_CALL_NAMES_OTHER');
    const single = encodeFunctionData({ abi, functionName: 'payEther', args: [[EOA], [parseEther('0.9')]] });
    expect((await first(single))?.feature_id).toBe('UNREAD_CALL_NAMES_OTHER');
    const hooked = encodeFunctionData({ abi, functionName: 'payAndCall', args: [UNKNOWN, [EOA, OTHER], [parseEther('0.5'), parseEther('0.4')]] });
    expect((await first(hooked, offline))?.feature_id).toBe('UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT');
    const lure = facts(1, USER, { site: site('payroll-rewards.xyz') });
    expect((await first(ether, lure))?.feature_id).toBe('UNREAD_CALL_NAMES_OTHER');
  });

  it('payees paid the user\'s whole balance of the token: the whole-balance finding stays Malicious', async () => {
    const data = encodeFunctionData({ abi, functionName: 'payToken', args: [KNOWN_TOKEN, [EOA, OTHER], [8_240n, 1n]] });
    const whole = facts(1, USER, { site: site('payday-tool.xyz'), balances: { [KNOWN_TOKEN]: 8_240n } });
    expect((await first(data, whole, 0n))?.type).toBe('Malicious');
  });

  it('on a site deceptive in itself the payment is given to others: Malicious', async () => {
    const freeHost = site('payday-tool.pages.dev', { deceptive: { how: 'free-host', detail: 'a page on pages.dev' } });
    const found = await first(ether, facts(1, USER, { site: freeHost }));
    expect(checkSite(freeHost, found?.stakes === true, found?.toOther === true).map((h) => h.type)).toContain('Malicious');
  });
});
