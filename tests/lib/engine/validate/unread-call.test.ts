/**
 * A transaction Preflight has no ABI for, end to end through validateTransaction: the addresses its
 * calldata names are weighed with the site and the chain (lib/engine/rules/unread-call.ts).
 */
import { encodeFunctionData, parseAbi, parseEther, toHex, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChainReader, ValidationContext } from '../../../../lib/engine/contracts';
import { validateTransaction } from '../../../../lib/engine/validate';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';

beforeAll(() => loadBundledLists());

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const STRANGER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MINTER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
/** The minter holds code, the stranger does not (the user's own node). */
const chain: ChainReader = { getCode: async (a) => (a.toLowerCase() === MINTER.toLowerCase() ? '0x6080' : '0x') };
const stakeFor = (to: Address, value: bigint) => ({
  from: USER,
  to: MINTER,
  value: toHex(value),
  data: encodeFunctionData({ abi: parseAbi(['function stakeInto(address beneficiary) payable']), args: [to] }),
});
const ids = (v: { features: { feature_id: string; type: string }[] }) => v.features.map((f) => [f.feature_id, f.type]);

describe('a call Preflight cannot read', () => {
  it('paying 25 ETH and naming a personal account that is not yours, from an unknown site: a Warning, not "no risk"', async () => {
    const ctx: ValidationContext = { chainId: 1, domain: 'https://ethyield-boost.com', account: USER, chain };
    const v = await validateTransaction(stakeFor(STRANGER, parseEther('25')), ctx);
    expect(v.result_type).toBe('Warning');
    expect(v.features.find((f) => f.feature_id === 'UNREAD_CALL_NAMES_OTHER')?.description).toContain('the 25 ETH may be credited to it');
  });

  it('offline, the same call still warns (the value may be credited to an address no chain could check)', async () => {
    const v = await validateTransaction(stakeFor(STRANGER, parseEther('25')), { chainId: 1, domain: 'https://ethyield-boost.com', account: USER, chain: undefined });
    expect(v.result_type).toBe('Warning');
  });

  it('naming yourself, or asked by a popular app\'s own site: no risk added', async () => {
    const unknownSite: ValidationContext = { chainId: 1, domain: 'https://ethyield-boost.com', account: USER, chain };
    expect(ids(await validateTransaction(stakeFor(USER, parseEther('25')), unknownSite))).not.toContainEqual(['UNREAD_CALL_NAMES_OTHER', 'Warning']);
    const v = await validateTransaction(stakeFor(STRANGER, parseEther('25')), { ...unknownSite, domain: 'https://app.frax.finance' });
    expect(v.result_type).toBe('Benign');
  });
});

describe('a call Preflight has no ABI for but the selector table names (rules/unread-named.ts)', () => {
  const unknownSite: ValidationContext = { chainId: 1, domain: 'https://ethyield-boost.com', account: USER, chain };
  const call = (data: `0x${string}`) => ({ from: USER, to: MINTER, value: toHex(0n), data });
  const named = parseAbi(['function delegate(address delegatee)', 'function grantRole(bytes32 role, address account)', 'function send(address recipient, uint256 amount, bytes data)']);

  it('delegating votes to a personal account: no risk, the account shown', async () => {
    const v = await validateTransaction(call(encodeFunctionData({ abi: named, functionName: 'delegate', args: [STRANGER] })), unknownSite);
    expect(v.result_type).toBe('Benign');
    expect(ids(v)).toContainEqual(['UNREAD_CALL_NAMES_WITHOUT_GIVING', 'Info']);
  });

  it('granting a role to a personal account from a site nobody knows: Malicious', async () => {
    const v = await validateTransaction(call(encodeFunctionData({ abi: named, functionName: 'grantRole', args: [`0x${'ab'.repeat(32)}`, STRANGER] })), unknownSite);
    expect([v.result_type, ids(v)]).toEqual(['Malicious', expect.arrayContaining([['UNREAD_CALL_GRANTS_CONTROL', 'Malicious']])]);
  });

  it('a payment to a person is Info on a plain site; a page on a free host cannot soften it: Malicious there', async () => {
    const pay = call(encodeFunctionData({ abi: named, functionName: 'send', args: [STRANGER, 40n * 10n ** 18n, '0x'] }));
    expect((await validateTransaction(pay, unknownSite)).result_type).toBe('Benign');
    expect((await validateTransaction(pay, { ...unknownSite, domain: 'https://ethyield-boost.pages.dev' })).result_type).toBe('Malicious');
  });

  describe('coin paid into a contract no list knows, with nothing else to read (#26)', () => {
    /** A payable function with no argument: nothing in the call names anyone but the contract paid. */
    const pay = (value: bigint) => ({ from: USER, to: MINTER, value: toHex(value), data: encodeFunctionData({ abi: parseAbi(['function collectRebate() payable']) }) });
    it('from a free-host page: Malicious, the page giving value to another, with the chain and without', async () => {
      for (const reader of [chain, undefined]) {
        const v = await validateTransaction(pay(parseEther('2')), { chainId: 1, domain: 'https://gas-rebate-4.netlify.app', account: USER, chain: reader });
        expect(v.result_type).toBe('Malicious');
        expect(v.features.find((f) => f.feature_id === 'DECEPTIVE_SITE')?.description).toContain('give value or control to an address that is not yours');
      }
    });
    it('the same call without value there, or with value from an ordinary site: not Malicious', async () => {
      const onPage = await validateTransaction(pay(0n), { chainId: 1, domain: 'https://gas-rebate-4.netlify.app', account: USER, chain });
      expect(onPage.features.some((f) => f.feature_id === 'DECEPTIVE_SITE' && f.type === 'Malicious')).toBe(false);
      const ordinary = await validateTransaction(pay(parseEther('2')), { chainId: 1, domain: 'https://rebate-desk.example', account: USER, chain });
      expect(ordinary.result_type).toBe('Benign');
    });
  });
});
