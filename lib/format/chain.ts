/**
 * Chain names for people, from the table of the chains the scanning API names
 * (lib/chains/info.ts); a few local chains by hand; "Chain 12345" otherwise.
 */
import { chainInfo, coinOf } from '../chains/info';
import { formatStrings } from '../i18n/format-strings';

/** Local chains people meet while developing, which no API names. */
const LOCAL: Record<number, string> = { 31337: 'Anvil', 1337: 'Local chain 1337' };

/** The native coin of a chain ("ETH", "POL", "MNT"); ETH with 18 decimals when unknown (local chains, ETH L2s). */
export function nativeCurrency(chainId: number | undefined): { symbol: string; decimals: number } {
  const coin = coinOf(chainId);
  return { symbol: coin?.symbol ?? 'ETH', decimals: coin?.decimals ?? 18 };
}

/** "Ethereum", "Anvil", "Base", or "Chain 12345" when nothing is known. */
export function chainName(chainId: number): string {
  return LOCAL[chainId] ?? chainInfo(chainId)?.name ?? formatStrings.unnamedChain(chainId);
}

/** "Ethereum (1)"; "Unknown network" without an id. */
export function chainLabel(chainId: number | undefined): string {
  if (chainId === undefined) return formatStrings.unknownNetwork;
  return formatStrings.chainWithId(chainName(chainId), chainId);
}
