/**
 * The chain facts the rules read (code at an address, balances) through an EIP-1193 provider at one
 * block. A read that fails or answers out of shape is unknown (undefined), never a fact.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, parseAbi, type Address, type Hex } from 'viem';
import { z } from 'zod/mini';
import type { ChainReader } from './contracts';
import { rpcCall, type Eip1193Like } from './rpc';

/** ERC-1155's balanceOf alone: viem's whole erc1155Abi would cost the background bundle ~3 KB for one function. */
const erc1155BalanceAbi = parseAbi(['function balanceOf(address owner, uint256 id) view returns (uint256)']);

async function unknownOnFailure<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

export function chainReader(rpc: Eip1193Like | undefined, tag: string): ChainReader | undefined {
  if (!rpc) return undefined;
  return {
    getCode: (address: Address): Promise<Hex | undefined> =>
      unknownOnFailure<Hex>(async () => {
        const code = await rpcCall(rpc, 'eth_getCode', [address, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)));
        return `0x${code.slice(2)}`;
      }),
    balanceOf: (token: Address, owner: Address, id?: bigint): Promise<bigint | undefined> =>
      unknownOnFailure(async () => {
        const data = id === undefined ? encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) : encodeFunctionData({ abi: erc1155BalanceAbi, args: [owner, id] });
        const out = await rpcCall(rpc, 'eth_call', [{ to: token, data }, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)));
        // Both answer one uint256.
        return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: `0x${out.slice(2)}` });
      }),
    nativeBalance: (owner: Address): Promise<bigint | undefined> =>
      unknownOnFailure(async () => BigInt(await rpcCall(rpc, 'eth_getBalance', [owner, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))))),
  };
}
