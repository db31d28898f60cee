/**
 * The envelope's `events`: the simulated calls' logs, named and with decoded
 * parameters where the event is a token standard's; raw topics and data always.
 */
import { decodeEventLog, getAddress, parseAbi, type AbiEvent } from 'viem';
import type { EvmScanResponse } from '../../api/schemas/evm';
import { isNativePlaceholder } from '../tokens/native';
import type { SimLog } from './logs';

type ScanEvent = NonNullable<EvmScanResponse['events']>[number];

const erc20Events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
const nftEvents = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

/** Bound: a call can emit thousands of logs; the UI needs the first ones. */
const MAX_EVENTS = 200;

function named(log: SimLog, abi: readonly AbiEvent[]): ScanEvent | undefined {
  const [first, ...rest] = log.topics;
  if (!first) return undefined;
  try {
    const decoded = decodeEventLog({ abi, topics: [first, ...rest], data: log.data, strict: true });
    const item = abi.find((e) => e.name === decoded.eventName && e.inputs.filter((i) => i.indexed).length === rest.length);
    if (!item) return undefined;
    const args: Record<string, unknown> = { ...decoded.args };
    return {
      name: decoded.eventName,
      params: item.inputs.map((input) => ({
        name: input.name ?? '',
        type: input.type,
        internalType: input.type,
        value: JSON.stringify(args[input.name ?? ''], (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)).replace(/^"|"$/g, ''),
      })),
    };
  } catch {
    return undefined;
  }
}

export function eventsFromLogs(logs: readonly SimLog[]): ScanEvent[] {
  return logs
    .filter((l) => !isNativePlaceholder(l.address)) // synthetic, not emitted by a contract
    .slice(0, MAX_EVENTS)
    .map((log) => {
      const decoded = named(log, erc20Events) ?? named(log, nftEvents);
      return { emitter_address: getAddress(log.address), ...(decoded ?? {}), topics: log.topics, data: log.data };
    });
}
