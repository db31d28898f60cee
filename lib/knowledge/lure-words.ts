/**
 * Words drainer sites put in their own names to lure (Scam Sniffer's and MetaMask's phishing reports:
 * "claim-rewards", "airdrop-checker", "eligibility"): a site's name that carries one is asking the
 * visitor to expect something for free. One table, read as parts of a name's words.
 */
const LURE_WORDS = [
  'airdrop', 'claim', 'reward', 'bonus', 'gift', 'giveaway', 'eligib', 'allocation', 'points', 'checker',
  'refund', 'compensation', 'freemint', 'drop',
] as const;

/** The lure word a site's name (a host or part of one) carries, if any. */
export function lureWordIn(name: string): string | undefined {
  const lower = name.toLowerCase();
  return LURE_WORDS.find((word) => lower.includes(word));
}
