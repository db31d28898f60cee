/**
 * A call the engine has no ABI for, whose selector the table of standard interfaces names
 * (lib/engine/rules/unread-named.ts through unread-call.ts): the function's name weighs the personal
 * account the call names. Requests of our own making, encoded with OpenZeppelin's and ERC-777's
 * published signatures, sent to a contract nobody lists from a site nobody knows.
 */
import { encodeFunctionData, parseAbi, parseEther, stringToHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkUnreadCallParties } from '../../../../lib/engine/rules/unread-call';
import { expiresWithinWeek, namedPartyHit } from '../../../../lib/engine/rules/unread-named';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, EOA, UNKNOWN, USER, facts, site } from './support';

const TARGET: Address = '0xbAFA44EFE7901E04E39Dad13167D089C559c1138';
const abi = parseAbi([
  'function grantRole(bytes32 role, address account)',
  'function delegate(address delegatee)',
  'function propose(address[] targets, uint256[] values, bytes[] calldatas, string description)',
  'function withdrawTo(address account, uint256 amount)',
  'function depositFor(address account, uint256 amount)',
  'function release(address account)',
  'function send(address recipient, uint256 amount, bytes data)',
]);
const plainSite = facts(1, USER, { site: site('vault-desk.xyz') });
const offline = facts(1, USER, { site: site('vault-desk.xyz'), chainSource: undefined });
const first = async (data: `0x${string}`, f = plainSite, value = 0n) => {
  const [found] = await checkUnreadCallParties({ to: TARGET, data, value }, f);
  return found;
};

describe('a control grant read by its name', () => {
  const grant = encodeFunctionData({ abi, functionName: 'grantRole', args: [`0x${'ab'.repeat(32)}`, EOA] });

  it('a role for a personal account, no expiry, from a site nobody knows: Malicious, naming the function and the account', async () => {
    const found = await first(grant);
    expect([found?.feature_id, found?.type, found?.address]).toEqual(['UNREAD_CALL_GRANTS_CONTROL', 'Malicious', EOA]);
    expect(found?.description).toBe(`Calls grantRole on ${shortAddress(TARGET)}, which by its name hands a power over your account or position to ${shortAddress(EOA)}, a personal account that is not yours, with no expiry: a drainer takes control so. vault-desk.xyz is not a site Preflight knows as an app's official one.`);
  });

  it('the same grant to a contract, on an app\'s official site, or to an address no chain could check: not Malicious', async () => {
    expect(await first(encodeFunctionData({ abi, functionName: 'grantRole', args: [`0x${'ab'.repeat(32)}`, CONTRACT] }))).toBeUndefined();
    expect(await first(grant, facts(1, USER, { site: site('app.uniswap.org', { officialOf: 'uniswap' }) }))).toBeUndefined();
    const unchecked = await first(encodeFunctionData({ abi, functionName: 'grantRole', args: [`0x${'ab'.repeat(32)}`, UNKNOWN] }), offline);
    expect([unchecked?.feature_id, unchecked?.type]).toEqual(['UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT', 'Warning']);
  });

  it('a grant that ends within a week (a session) keeps the generic Warning', () => {
    const now = 1_800_000_000n;
    const session = `0x12345678${(now + 86_400n).toString(16).padStart(64, '0')}` as const;
    expect(expiresWithinWeek(session, now)).toBe(true);
    expect(expiresWithinWeek(`0x12345678${(now + 30n * 86_400n).toString(16).padStart(64, '0')}`, now)).toBe(false);
    const fn = { name: 'addSessionKey', role: 'control' as const };
    const common = { fn, target: shortAddress(TARGET), value: 0n, party: EOA, personal: true, namesUser: false, siteSentence: '' };
    expect(namedPartyHit({ ...common, data: `0x12345678${(BigInt(Math.floor(Date.now() / 1000)) + 86_400n).toString(16).padStart(64, '0')}` })).toBeUndefined();
    expect(namedPartyHit({ ...common, data: '0x12345678' })?.type).toBe('Malicious');
  });
});

describe('a call that only names someone', () => {
  it('delegating votes or proposing a grant to a personal account: shown (Info), nothing of yours given', async () => {
    const vote = await first(encodeFunctionData({ abi, functionName: 'delegate', args: [EOA] }));
    expect([vote?.feature_id, vote?.type, vote?.toOther]).toEqual(['UNREAD_CALL_NAMES_WITHOUT_GIVING', 'Info', undefined]);
    expect(vote?.description).toBe(`Calls delegate on ${shortAddress(TARGET)}, which names ${shortAddress(EOA)}, a personal account that is not yours; by its name the call gives it nothing of yours.`);
    const proposal = await first(encodeFunctionData({ abi, functionName: 'propose', args: [[EOA], [parseEther('50')], ['0x'], 'Grant for the docs'] }), offline);
    expect([proposal?.feature_id, proposal?.type]).toEqual(['UNREAD_CALL_NAMES_WITHOUT_GIVING', 'Info']);
  });
});

describe('a payout or a credit read by its name', () => {
  it('withdrawing an amount to a personal account that is not you: Malicious; naming you too keeps the Warning', async () => {
    const out = await first(encodeFunctionData({ abi, functionName: 'withdrawTo', args: [EOA, 5n * 10n ** 18n] }));
    expect([out?.feature_id, out?.type, out?.reason]).toEqual(['UNREAD_CALL_PAYS_OUT_TO_PERSON', 'Malicious', 'transfer_farming']);
    expect(out?.description).toContain(`Calls withdrawTo on ${shortAddress(TARGET)}, which by its name pays out what you hold there for ${shortAddress(EOA)}, a personal account that is not yours, and does not name you.`);
    const credit = await first(encodeFunctionData({ abi, functionName: 'depositFor', args: [EOA, 10n ** 18n] }));
    expect([credit?.feature_id, credit?.type]).toEqual(['UNREAD_CALL_PAYS_OUT_TO_PERSON', 'Malicious']);
    expect(credit?.description).toContain('spends your tokens on a position');
  });

  it('a credit paid in native value, or a payout with no amount (release to a payee): the generic Warning', async () => {
    const paid = await first(encodeFunctionData({ abi, functionName: 'depositFor', args: [EOA, 10n ** 18n] }), plainSite, parseEther('1'));
    expect([paid?.feature_id, paid?.type]).toEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
    const release = await first(encodeFunctionData({ abi, functionName: 'release', args: [EOA] }));
    expect([release?.feature_id, release?.type]).toEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
  });

  it('a payment to a person is shown as a transfer is; the whole balance stays Malicious', async () => {
    const tip = await first(encodeFunctionData({ abi, functionName: 'send', args: [EOA, 40n * 10n ** 18n, '0x'] }));
    expect([tip?.feature_id, tip?.type, tip?.toOther]).toEqual(['UNREAD_CALL_PAYS_PERSON', 'Info', true]);
    const holding = facts(1, USER, { site: site('vault-desk.xyz'), balances: { [TARGET]: 900n * 10n ** 18n } });
    const all = await first(encodeFunctionData({ abi, functionName: 'send', args: [EOA, 900n * 10n ** 18n, '0x'] }), holding);
    expect([all?.feature_id, all?.type]).toEqual(['UNREAD_CALL_MOVES_WHOLE_BALANCE', 'Malicious']);
  });

  describe('a power the call names as text, when no table names the function (#26)', () => {
    // A permission system of our own making: setPermit(account id, permission name, who).
    const permit = (name: string, who: Address) => encodeFunctionData({ abi: parseAbi(['function setPermit(uint128 accountId, bytes32 permission, address who)']), args: [9n, stringToHex(name, { size: 32 }), who] });
    it('"OPERATOR" for a personal account from a site nobody knows: Malicious, naming the power', async () => {
      const found = await first(permit('OPERATOR', EOA));
      expect([found?.feature_id, found?.type]).toEqual(['UNREAD_CALL_GRANTS_CONTROL', 'Malicious']);
      expect(found?.description).toContain('("OPERATOR") on');
    });
    it('a permission that names no power, the same to a contract, or to an address no chain could check: the generic finding stays', async () => {
      expect((await first(permit('MODIFY_COLLATERAL', EOA)))?.feature_id).toBe('UNREAD_CALL_NAMES_OTHER');
      expect((await first(permit('OPERATOR', CONTRACT)))?.type).not.toBe('Malicious');
      expect((await first(permit('OPERATOR', UNKNOWN)))?.type).toBe('Warning');
    });
  });
});
