/**
 * Chain names for people, from the table of the chains the scanning API names
 * (lib/chains/info.ts); a few local chains by hand; "Chain 12345" otherwise.
 */
import { chainInfo } from '../chains/info';
import { formatStrings } from '../i18n/format-strings';

/** Local chains people meet while developing, which no API names. */
const LOCAL: Record<number, string> = { 31337: 'Anvil', 1337: 'Local chain 1337' };

/** The native coin of a chain ("ETH", "POL"); ETH with 18 decimals when unknown. */
export function nativeCurrency(chainId: number | undefined): { symbol: string; decimals: number } {
  const native = chainInfo(chainId)?.native;
  return { symbol: native?.symbol ?? 'ETH', decimals: native?.decimals ?? 18 };
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
