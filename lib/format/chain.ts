/**
 * Chain names for people. viem's chain list knows the display names ("Ethereum",
 * "Base"); the API's names (lib/chains) cover chains viem lacks.
 */
import * as viemChains from 'viem/chains';
import { chainNameForId } from '../chains';
import { strings } from '../i18n/strings';

/** Display names where viem has several chains on one id or a name people would not recognise. */
const OVERRIDES: Record<number, string> = { 1: 'Ethereum', 31337: 'Anvil', 1337: 'Local chain 1337' };

interface ChainInfo {
  name: string;
  nativeSymbol: string | undefined;
  nativeDecimals: number | undefined;
}

let byId: Map<number, ChainInfo> | undefined;

function viemChainInfo(): Map<number, ChainInfo> {
  if (byId) return byId;
  byId = new Map();
  for (const chain of Object.values(viemChains)) {
    if (typeof chain !== 'object' || chain === null || !('id' in chain) || !('name' in chain)) continue;
    const { id, name } = chain;
    if (typeof id !== 'number' || typeof name !== 'string' || byId.has(id)) continue;
    const native = 'nativeCurrency' in chain ? chain.nativeCurrency : undefined;
    byId.set(id, { name, nativeSymbol: native?.symbol, nativeDecimals: native?.decimals });
  }
  return byId;
}

/** The native coin of a chain ("ETH", "POL"); ETH with 18 decimals when unknown. */
export function nativeCurrency(chainId: number | undefined): { symbol: string; decimals: number } {
  const info = chainId === undefined ? undefined : viemChainInfo().get(chainId);
  return { symbol: info?.nativeSymbol ?? 'ETH', decimals: info?.nativeDecimals ?? 18 };
}

function titleCase(apiName: string): string {
  return apiName
    .split('-')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** "Ethereum", "Anvil", "Zksync Sepolia", or "Chain 12345" when nothing is known. */
export function chainName(chainId: number): string {
  const override = OVERRIDES[chainId];
  if (override) return override;
  const viemName = viemChainInfo().get(chainId)?.name;
  if (viemName) return viemName;
  const apiName = chainNameForId(chainId);
  if (apiName) return titleCase(apiName);
  return strings.unnamedChain(chainId);
}

/** "Ethereum (1)"; "Unknown network" without an id. */
export function chainLabel(chainId: number | undefined): string {
  if (chainId === undefined) return strings.unknownNetwork;
  return strings.chainWithId(chainName(chainId), chainId);
}
