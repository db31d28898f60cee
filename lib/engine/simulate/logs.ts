/**
 * Turns simulation logs into asset movements and approvals. ERC-20 and
 * ERC-721 share the Transfer/Approval signatures; the number of indexed
 * topics tells them apart (ERC-721 indexes the token id).
 */
import { decodeEventLog, getAddress, parseAbi, type Address, type Hex } from 'viem';
import { isNativePlaceholder } from '../tokens/native';

/** eth_simulateV1 with traceTransfers reports native moves as ERC-20 style logs from this address. */

export interface SimLog {
  address: Address;
  topics: Hex[];
  data: Hex;
}

export type AssetKind = 'NATIVE' | 'ERC20' | 'ERC721' | 'ERC1155';

export interface Movement {
  kind: AssetKind;
  /** Token contract; undefined for the native asset. */
  token: Address | undefined;
  from: Address;
  to: Address;
  amount: bigint;
  tokenId: bigint | undefined;
}

export interface ApprovalEvent {
  kind: 'ERC20' | 'ERC721' | 'ALL';
  token: Address;
  owner: Address;
  spender: Address;
  /** ERC-20 allowance. */
  amount: bigint | undefined;
  /** ERC-721 single-token approval. */
  tokenId: bigint | undefined;
  /** ApprovalForAll flag (false = revoke). */
  approved: boolean;
}

const erc20Events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
const erc721Events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
]);
const erc1155Events = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

export interface DecodedLogs {
  movements: Movement[];
  approvals: ApprovalEvent[];
}

function decodeOne(log: SimLog, out: DecodedLogs): void {
  const isNative = isNativePlaceholder(log.address);
  const token = getAddress(log.address);
  const topics: [Hex, ...Hex[]] | [] = log.topics.length > 0 ? [log.topics[0]!, ...log.topics.slice(1)] : [];
  if (topics.length === 4) {
    try {
      const ev = decodeEventLog({ abi: erc721Events, topics, data: log.data, strict: true });
      if (ev.eventName === 'Transfer') {
        out.movements.push({ kind: 'ERC721', token, from: ev.args.from, to: ev.args.to, amount: 1n, tokenId: ev.args.tokenId });
      } else if (ev.eventName === 'Approval') {
        out.approvals.push({ kind: 'ERC721', token, owner: ev.args.owner, spender: ev.args.approved, amount: undefined, tokenId: ev.args.tokenId, approved: true });
      }
      return;
    } catch {
      // not ERC-721: ERC-1155 transfers also carry three indexed topics
    }
  }
  if (topics.length === 3) {
    try {
      const ev = decodeEventLog({ abi: erc20Events, topics, data: log.data, strict: true });
      if (ev.eventName === 'Transfer') {
        out.movements.push({ kind: isNative ? 'NATIVE' : 'ERC20', token: isNative ? undefined : token, from: ev.args.from, to: ev.args.to, amount: ev.args.value, tokenId: undefined });
      } else {
        out.approvals.push({ kind: 'ERC20', token, owner: ev.args.owner, spender: ev.args.spender, amount: ev.args.value, tokenId: undefined, approved: ev.args.value > 0n });
      }
      return;
    } catch {
      // not an ERC-20 event: try ApprovalForAll (same signature for ERC-721 and ERC-1155)
    }
    const ev = decodeEventLog({ abi: erc721Events, topics, data: log.data, strict: true });
    if (ev.eventName === 'ApprovalForAll') {
      out.approvals.push({ kind: 'ALL', token, owner: ev.args.owner, spender: ev.args.operator, amount: undefined, tokenId: undefined, approved: ev.args.approved });
    }
    return;
  }
  const ev = decodeEventLog({ abi: erc1155Events, topics, data: log.data, strict: true });
  if (ev.eventName === 'TransferSingle') {
    out.movements.push({ kind: 'ERC1155', token, from: ev.args.from, to: ev.args.to, amount: ev.args.value, tokenId: ev.args.id });
  } else {
    ev.args.ids.forEach((id, i) => {
      out.movements.push({ kind: 'ERC1155', token, from: ev.args.from, to: ev.args.to, amount: ev.args.values[i] ?? 0n, tokenId: id });
    });
  }
}

/** Unknown events (swaps, custom logs) are skipped: only asset-moving standards matter here. */
export function decodeAssetLogs(logs: readonly SimLog[]): DecodedLogs {
  const out: DecodedLogs = { movements: [], approvals: [] };
  for (const log of logs) {
    try {
      decodeOne(log, out);
    } catch {
      // not a standard event
    }
  }
  return out;
}
