/**
 * Token metadata (name, symbol, decimals, logo) for assets a scan shows:
 * the bundled list first, then the contract itself via eth_call. Results are
 * cached per chain + address for the life of the cache object (one per engine).
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, hexToString, parseAbi, type Address, type Hex } from 'viem';
import { z } from 'zod/mini';
import { rpcCall, type Eip1193Like } from '../rpc';
import { listedToken } from './list';

export interface TokenMetadata {
  name: string | undefined;
  symbol: string | undefined;
  decimals: number | undefined;
  logoURI: string | undefined;
}

/** Some old tokens (MKR, SAI) return bytes32 instead of string for name/symbol. */
const bytes32Abi = parseAbi(['function name() view returns (bytes32)', 'function symbol() view returns (bytes32)']);
const hexSchema = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)), z.transform((s): Hex => `0x${s.slice(2)}`));

async function ethCall(rpc: Eip1193Like, to: Address, data: Hex, block: string): Promise<Hex | undefined> {
  try {
    const out = await rpcCall(rpc, 'eth_call', [{ to, data }, block], hexSchema);
    return out === '0x' ? undefined : out;
  } catch {
    return undefined;
  }
}

async function readText(rpc: Eip1193Like, token: Address, fn: 'name' | 'symbol', block: string): Promise<string | undefined> {
  const out = await ethCall(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName: fn }), block);
  if (!out) return undefined;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: fn, data: out });
  } catch {
    try {
      const raw = decodeFunctionResult({ abi: bytes32Abi, functionName: fn, data: out });
      const text = hexToString(raw).replace(/\0+$/, '');
      return text === '' ? undefined : text;
    } catch {
      return undefined;
    }
  }
}

async function readDecimals(rpc: Eip1193Like, token: Address, block: string): Promise<number | undefined> {
  const out = await ethCall(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }), block);
  if (!out) return undefined;
  try {
    const d = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: out });
    return d <= 255 ? d : undefined;
  } catch {
    return undefined;
  }
}

export interface TokenMetadataCache {
  get(chainId: number | undefined, token: Address, rpc: Eip1193Like | undefined, block?: string): Promise<TokenMetadata>;
  /** ERC-1155 or ERC-721, by ERC-165 (ApprovalForAll has the same signature in both). */
  nftStandard(chainId: number | undefined, token: Address, rpc: Eip1193Like | undefined, block?: string): Promise<'ERC721' | 'ERC1155'>;
}

const erc165Abi = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)']);
const ERC1155_INTERFACE_ID = '0xd9b67a26';

async function supportsErc1155(rpc: Eip1193Like, token: Address, block: string): Promise<boolean> {
  const out = await ethCall(rpc, token, encodeFunctionData({ abi: erc165Abi, functionName: 'supportsInterface', args: [ERC1155_INTERFACE_ID] }), block);
  if (!out) return false;
  try {
    return decodeFunctionResult({ abi: erc165Abi, functionName: 'supportsInterface', data: out });
  } catch {
    return false;
  }
}

export function createTokenMetadataCache(maxEntries = 2_000): TokenMetadataCache {
  const cache = new Map<string, Promise<TokenMetadata>>();
  const standards = new Map<string, Promise<'ERC721' | 'ERC1155'>>();
  return {
    nftStandard(chainId, token, rpc, block = 'latest') {
      const key = `${chainId ?? '?'}:${token.toLowerCase()}`;
      const hit = standards.get(key);
      if (hit) return hit;
      if (!rpc) return Promise.resolve('ERC721');
      const pending = supportsErc1155(rpc, token, block).then((yes) => (yes ? 'ERC1155' : 'ERC721'));
      if (standards.size >= maxEntries) standards.clear();
      standards.set(key, pending);
      return pending;
    },
    get(chainId, token, rpc, block = 'latest') {
      const key = `${chainId ?? '?'}:${token.toLowerCase()}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const listed = listedToken(chainId, token);
      if (listed) {
        const meta = Promise.resolve({ name: listed.name, symbol: listed.symbol, decimals: listed.decimals, logoURI: listed.logoURI });
        cache.set(key, meta);
        return meta;
      }
      if (!rpc) return Promise.resolve({ name: undefined, symbol: undefined, decimals: undefined, logoURI: undefined });
      const pending = Promise.all([
        readText(rpc, token, 'name', block),
        readText(rpc, token, 'symbol', block),
        readDecimals(rpc, token, block),
      ]).then(([name, symbol, decimals]) => ({ name, symbol, decimals, logoURI: undefined }));
      // Only complete answers are cached: a failed read (RPC hiccup) is retried next scan.
      void pending.then((m) => {
        if (m.name === undefined && m.symbol === undefined) cache.delete(key);
      });
      if (cache.size >= maxEntries) cache.clear();
      cache.set(key, pending);
      return pending;
    },
  };
}
