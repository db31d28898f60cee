/**
 * The calls a smart account makes when it is told to execute: the bodies of ERC-7821 / ERC-7579
 * `execute(bytes32 mode, bytes executionData)` (Kernel v3, MetaMask's DeleGator, Nexus, ERC-7821 delegates)
 * and of the ERC-4337 accounts' `execute` / `executeBatch` (eth-infinitism SimpleAccount v0.7+ and Simple7702Account,
 * Coinbase Smart Wallet, Alchemy LightAccount). Sent to the user's own (EIP-7702) address, they are the user's
 * own calls, bundled so that the wallet shows one call to itself.
 * ERC-7579 modes: https://eips.ethereum.org/EIPS/eip-7579#execution-behavior ; ERC-7821: https://eips.ethereum.org/EIPS/eip-7821
 */
import { decodeAbiParameters, decodeFunctionData, getAddress, parseAbi, parseAbiParameters, slice, toFunctionSelector, type Address, type Hex } from 'viem';
import { MAX_MULTISEND_CALLS } from './multisend';

export interface AccountCall {
  to: Address;
  value: bigint;
  data: Hex;
  /** ERC-7579 delegatecall mode: `to`'s code runs as the account itself. */
  delegate?: true;
}

/** One call as the accounts' ABIs spell it (Call / Execution), named as AccountCall so it decodes to one. */
const CALL = '(address to, uint256 value, bytes data)';
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function execute(address to, uint256 value, bytes data)',
  `function execute(${CALL} execution)`,
  `function executeBatch(${CALL}[] calls)`,
  'function executeBatch(address[] to, uint256[] value, bytes[] data)',
]);

const EXECUTE_SELECTORS = new Set<string>(accountAbi.map((item) => toFunctionSelector(item)));

const callsParams = parseAbiParameters(`${CALL}[]`);
const callsWithOpData = parseAbiParameters(`${CALL}[], bytes`);

/** ERC-7579 call types (the mode's first byte) and ERC-7821's mode selector for a batch with opData. */
const CALL_SINGLE = '00';
const CALL_BATCH = '01';
const CALL_DELEGATE = 'ff';
const OP_DATA_SELECTOR = '78210001';

/**
 * `execute(mode, executionData)`: single (packed target · value · data), batch, or delegatecall (packed target ·
 * data); null for a mode Preflight does not read (staticcall, ERC-7821 batches of batches, unknown modes).
 */
function modeCalls(mode: Hex, executionData: Hex): AccountCall[] | null {
  const callType = mode.slice(2, 4);
  const to = (): Address => getAddress(slice(executionData, 0, 20));
  // The packed calldata after byte `at`; none at all is a plain call (viem's slice refuses an empty tail).
  const rest = (at: number): Hex => (executionData.length > 2 + at * 2 ? slice(executionData, at) : '0x');
  if (callType === CALL_SINGLE) return [{ to: to(), value: BigInt(slice(executionData, 20, 52)), data: rest(52) }];
  if (callType === CALL_DELEGATE) return [{ to: to(), value: 0n, data: rest(20), delegate: true }];
  if (callType !== CALL_BATCH) return null;
  const selector = mode.slice(14, 22);
  if (selector === OP_DATA_SELECTOR) return [...decodeAbiParameters(callsWithOpData, executionData)[0]];
  return selector === '00000000' ? [...decodeAbiParameters(callsParams, executionData)[0]] : null;
}

type ExecuteBody = ReturnType<typeof decodeFunctionData<typeof accountAbi>>;

function bodyCalls({ functionName, args }: ExecuteBody): AccountCall[] | null {
  if (functionName === 'executeBatch') {
    if (args.length === 1) return [...args[0]];
    const [to, values, calldata] = args;
    if (to.length !== calldata.length || values.length !== to.length) return null;
    return to.map((target, i) => ({ to: target, value: values[i] ?? 0n, data: calldata[i] ?? '0x' }));
  }
  if (args.length === 1) return [args[0]];
  if (args.length === 3) return [{ to: args[0], value: args[1], data: args[2] }];
  return modeCalls(args[0], args[1]);
}

/**
 * The calls an account's execute / executeBatch body makes; null for an execute body whose mode, bounds or
 * inner encoding Preflight does not read; undefined when `data` is no execute body.
 */
export function decodeAccountCalls(data: Hex): AccountCall[] | null | undefined {
  let body: ExecuteBody;
  try {
    body = decodeFunctionData({ abi: accountAbi, data });
  } catch {
    // A broken body of an execute function still hides what it runs: unreadable, not "no execute body".
    return EXECUTE_SELECTORS.has(data.slice(0, 10).toLowerCase()) ? null : undefined;
  }
  try {
    const calls = bodyCalls(body);
    return calls !== null && calls.length > 0 && calls.length <= MAX_MULTISEND_CALLS ? calls : null;
  } catch {
    // An execute body whose inner encoding is broken hides what it runs: read as unreadable, not as no call.
    return null;
  }
}
