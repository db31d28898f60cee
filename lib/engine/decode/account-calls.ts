/**
 * The calls a smart account makes when it is told to execute: the bodies of ERC-7821 / ERC-7579
 * `execute(bytes32 mode, bytes executionData)` (Kernel v3, MetaMask's DeleGator, Nexus, ERC-7821 delegates)
 * and of the ERC-4337 accounts' `execute` / `executeBatch` (eth-infinitism SimpleAccount and Simple7702Account,
 * Coinbase Smart Wallet, Alchemy LightAccount). Sent to the user's own (EIP-7702) address, they are the user's
 * own calls, bundled so that the wallet shows one call to itself.
 * ERC-7579 modes: https://eips.ethereum.org/EIPS/eip-7579#execution-behavior ; ERC-7821: https://eips.ethereum.org/EIPS/eip-7821
 */
import { decodeAbiParameters, decodeFunctionData, getAddress, parseAbi, parseAbiParameters, slice, type Address, type Hex } from 'viem';
import { MAX_MULTISEND_CALLS } from './multisend';

export interface AccountCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/** One call as the accounts' ABIs spell it (Call / Execution), named as AccountCall so it decodes to one. */
const CALL = '(address to, uint256 value, bytes data)';
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function execute(address to, uint256 value, bytes data)',
  `function execute(${CALL} execution)`,
  `function executeBatch(${CALL}[] calls)`,
  'function executeBatch(address[] to, uint256[] value, bytes[] data)',
  'function executeBatch(address[] to, bytes[] data)',
]);

const callsParams = parseAbiParameters(`${CALL}[]`);
const callsWithOpData = parseAbiParameters(`${CALL}[], bytes`);

/** ERC-7579 call types (the mode's first byte) and ERC-7821's mode selector for a batch with opData. */
const CALL_SINGLE = '00';
const CALL_BATCH = '01';
const OP_DATA_SELECTOR = '78210001';

/** `execute(mode, executionData)`: single (packed target · value · data) or batch; delegatecall and batches of batches stay unread. */
function modeCalls(mode: Hex, executionData: Hex): AccountCall[] | undefined {
  const callType = mode.slice(2, 4);
  if (callType === CALL_SINGLE) {
    // abi.encodePacked(target, value, callData)
    if (executionData.length < 2 + 104) return undefined;
    return [{ to: getAddress(slice(executionData, 0, 20)), value: BigInt(slice(executionData, 20, 52)), data: slice(executionData, 52) }];
  }
  if (callType !== CALL_BATCH) return undefined;
  const selector = mode.slice(14, 22);
  if (selector === OP_DATA_SELECTOR) return [...decodeAbiParameters(callsWithOpData, executionData)[0]];
  return selector === '00000000' ? [...decodeAbiParameters(callsParams, executionData)[0]] : undefined;
}

function decoded(data: Hex): AccountCall[] | undefined {
  const { functionName, args } = decodeFunctionData({ abi: accountAbi, data });
  if (functionName === 'executeBatch') {
    if (args.length === 1) return [...args[0]];
    const [to, ...rest] = args;
    const [values, calldata] = rest.length === 1 ? [undefined, rest[0]] : rest;
    if (to.length !== calldata.length || (values !== undefined && values.length !== to.length)) return undefined;
    return to.map((target, i) => ({ to: target, value: values?.[i] ?? 0n, data: calldata[i] ?? '0x' }));
  }
  if (args.length === 1) return [args[0]];
  if (args.length === 3) return [{ to: args[0], value: args[1], data: args[2] }];
  return modeCalls(args[0], args[1]);
}

/** The calls an account's execute / executeBatch body makes; undefined when `data` is none of them or cannot be read. */
export function decodeAccountCalls(data: Hex): AccountCall[] | undefined {
  try {
    const calls = decoded(data);
    return calls !== undefined && calls.length > 0 && calls.length <= MAX_MULTISEND_CALLS ? calls : undefined;
  } catch {
    return undefined;
  }
}
