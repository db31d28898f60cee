/**
 * The first principle, over the whole engine: what the request says is judged first, and nothing the page's own
 * wallet connection answers — lying code, balances, decimals, names; reads that fail or stall half-way — may lower
 * that verdict. Every case of the accuracy corpus's training part is scanned with no chain (the first stage), then
 * through a hostile page connection (the second stage, as lib/scan/index.ts runs it without an RPC URL of the
 * user's), and the stages are joined as the review joins them. Beside the corpus, probes of our own making put each
 * finding that rests on a missing fact (lib/engine/assumed.ts) in charge of the verdict, where a page's answer
 * matters most.
 */
import { encodeAbiParameters, encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi, toFunctionSelector, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine, type Eip1193Like } from '../../../lib/engine';
import type { ValidationResult } from '../../../lib/api/schemas/evm';
import { mergeValidations } from '../../../lib/scan/stages';
import { loadAccuracyCorpus, rankOf, type AccuracyCase } from '../../fixtures/accuracy/run';

const SELECTORS = {
  balanceOf: toFunctionSelector('function balanceOf(address)'),
  balanceOfId: toFunctionSelector('function balanceOf(address,uint256)'),
  decimals: toFunctionSelector('function decimals()'),
  symbol: toFunctionSelector('function symbol()'),
  name: toFunctionSelector('function name()'),
};

const word = (n: bigint): Hex => encodeAbiParameters([{ type: 'uint256' }], [n]);
const text = (s: string): Hex => encodeAbiParameters([{ type: 'string' }], [s]);

/** What a hostile page answers to one read; `undefined` fails the read (as a stalled read ends: unknown). */
interface Lie {
  code(address: string, real: string | undefined): string | undefined;
  balance(real: bigint | undefined): bigint | undefined;
  decimals: number | undefined;
  symbol: string | undefined;
  /** Answers only every other read (the first, not the second: a page that stalls once it has set the scene). */
  halfway?: boolean;
}

const truthful: Lie = { code: (_a, real) => real, balance: (real) => real, decimals: 6, symbol: 'USDC' };
const LIES: Record<string, Lie> = {
  'the truth, as the case has it': truthful,
  'code everywhere (every address a contract)': { ...truthful, code: () => '0x6080604052' },
  'no code anywhere (every address a personal account)': { ...truthful, code: () => '0x' },
  'EIP-7702 delegation everywhere': { ...truthful, code: () => `0xef0100${'11'.repeat(20)}` },
  'ten times the real balance': { ...truthful, balance: (real) => (real === undefined ? 10n ** 30n : real * 10n) },
  'an endless balance': { ...truthful, balance: () => maxUint256 },
  'an empty balance': { ...truthful, balance: () => 0n },
  'decimals 0 and a trusted name': { ...truthful, decimals: 0, symbol: 'USDC' },
  'decimals 77 (a sweep looks like dust)': { ...truthful, decimals: 77, symbol: 'DUST' },
  'every read fails': { code: () => undefined, balance: () => undefined, decimals: undefined, symbol: undefined },
  'the first read answered, the rest stalled': { ...truthful, code: () => '0x', balance: () => 10n ** 30n, halfway: true },
};

/** What a scan needs of a case: the request, and the chain as the user's node has it. */
type Probe = Pick<AccuracyCase, 'id' | 'request' | 'chainFacts'>;

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const UNLISTED_TOKEN: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const STRANGER: Address = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';

function probe(id: string, to: Address, data: Hex, balance = 5n * 10n ** 24n): Probe {
  return {
    id,
    request: { chain: 'ethereum', account_address: USER, metadata: { domain: 'https://dapp.example' }, data: { method: 'eth_sendTransaction', params: [{ from: USER, to, data }] } },
    chainFacts: { codeAt: { [to]: '0x6080604052' }, balances: { [to]: balance.toString() } },
  };
}

const PROBES: Probe[] = [
  probe('a transfer of USDC straight to an address', USDC, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [STRANGER, 10n ** 24n] })),
  probe('an NFT moved to another address', UNLISTED_TOKEN, encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [USER, STRANGER, 7n] }), 3n),
  probe('a bounded but huge approval', UNLISTED_TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [STRANGER, 1n << 100n] })),
  probe('an unlimited approval', UNLISTED_TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [STRANGER, maxUint256] })),
  probe('every NFT of a collection', UNLISTED_TOKEN, encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [STRANGER, true] })),
  probe('a call Preflight cannot read that pays someone', UNLISTED_TOKEN, encodeFunctionData({ abi: parseAbi(['function transferAndCall(address to, uint256 amount)']), args: [STRANGER, 10n ** 24n] })),
  probe('an ERC-777 send', UNLISTED_TOKEN, encodeFunctionData({ abi: parseAbi(['function send(address to, uint256 amount, bytes data)']), args: [STRANGER, 10n ** 24n, '0x'] })),
];

function hostilePage(c: Probe, lie: Lie): Eip1193Like {
  const code = new Map(Object.entries(c.chainFacts.codeAt).map(([k, v]) => [k.toLowerCase(), v]));
  const held = new Map(Object.entries(c.chainFacts.balances ?? {}).map(([k, v]) => [k.toLowerCase(), BigInt(v)]));
  let reads = 0;
  const answer = (method: string, first: unknown): unknown => {
    if (method === 'eth_getCode' && typeof first === 'string') return lie.code(first, code.get(first.toLowerCase()) ?? '0x');
    if (method === 'eth_getBalance') return lie.balance(held.get('native'));
    if (method !== 'eth_call' || typeof first !== 'object' || first === null) return undefined;
    const to: unknown = Reflect.get(first, 'to');
    const data: unknown = Reflect.get(first, 'data');
    if (typeof data !== 'string' || typeof to !== 'string') return undefined;
    if (data.startsWith(SELECTORS.balanceOf) || data.startsWith(SELECTORS.balanceOfId)) {
      const b = lie.balance(held.get(to.toLowerCase()));
      return b === undefined ? undefined : word(b);
    }
    if (data.startsWith(SELECTORS.decimals)) return lie.decimals === undefined ? undefined : word(BigInt(lie.decimals));
    if ((data.startsWith(SELECTORS.symbol) || data.startsWith(SELECTORS.name)) && lie.symbol !== undefined) return text(lie.symbol);
    return undefined;
  };
  return {
    async request({ method, params }) {
      reads += 1;
      const first: unknown = Array.isArray(params) ? params[0] : undefined;
      const out = lie.halfway === true && reads > 1 ? undefined : answer(method, first);
      if (out === undefined) throw new Error(`the page did not answer ${method}`);
      return typeof out === 'bigint' ? `0x${out.toString(16)}` : out;
    },
  };
}

async function validationOf(c: Probe, page: Eip1193Like | undefined): Promise<ValidationResult> {
  const engine = createLocalEngine(page === undefined ? {} : { rpc: page, rpcSource: 'page' });
  const v = (await engine.scanJsonRpc({ ...c.request, options: ['validation'] })).validation;
  if (!v) throw new Error(`${c.id}: no validation`);
  return v;
}

const corpus: Probe[] = [...loadAccuracyCorpus('training'), ...PROBES];

describe('no page connection can lower what the request says (training corpus and probes × hostile answers)', () => {
  it.each(Object.entries(LIES))('%s', async (_name, lie) => {
    const softened: string[] = [];
    for (const c of corpus) {
      const first = await validationOf(c, undefined);
      const joined = mergeValidations(first, await validationOf(c, hostilePage(c, lie)), 'page');
      if (rankOf(joined.result_type ?? 'Error') < rankOf(first.result_type ?? 'Error')) softened.push(`${c.id}: ${first.result_type} → ${joined.result_type}`);
    }
    expect(softened).toEqual([]);
  });
});
