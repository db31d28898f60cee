import { z } from 'zod/mini';
import chainsFile from './evm-chains.json';
import { EVM_CHAIN_NAMES } from './names';

/**
 * EVM chain names of the scanning API and their EIP-155 ids.
 * Copied from shared/spec/evm-chains.json so the extension bundle does not
 * depend on a file outside the repository.
 */
export const EVM_CHAINS: ReadonlyArray<{ name: string; chainId: number | null; testnet: boolean | null }> =
  chainsFile.chains;

export { EVM_CHAIN_NAMES };

export const evmChainNameSchema = z.enum(EVM_CHAIN_NAMES);
export type EvmChainName = z.infer<typeof evmChainNameSchema>;

/**
 * A chain the local engine can scan: an API chain name, or `eip155:<id>` for
 * chains the remote service does not know (a local devnet such as anvil's 31337).
 * The remote client accepts only API names; the engine accepts both.
 */
export const caip2ChainSchema = z.string().check(z.regex(/^eip155:[1-9][0-9]{0,15}$/, 'expected eip155:<chain id>'));
export const engineChainSchema = z.union([evmChainNameSchema, caip2ChainSchema]);
export type EngineChain = z.infer<typeof engineChainSchema>;

export function chainNameForId(chainId: number): EvmChainName | undefined {
  const hit = EVM_CHAINS.find((c) => c.chainId === chainId);
  const parsed = evmChainNameSchema.safeParse(hit?.name);
  return parsed.success ? parsed.data : undefined;
}

/** The chain to put in a scan for a wallet's chain id: the API name when there is one. */
export function scanChainForId(chainId: number): EngineChain {
  return chainNameForId(chainId) ?? `eip155:${chainId}`;
}

export function chainIdForScanChain(chain: string): number | undefined {
  const caip = /^eip155:(\d+)$/.exec(chain);
  if (caip?.[1]) return Number(caip[1]);
  return EVM_CHAINS.find((c) => c.name === chain)?.chainId ?? undefined;
}
