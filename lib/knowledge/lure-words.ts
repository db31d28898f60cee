/**
 * Words drainer sites put in their own names to lure (Scam Sniffer's and MetaMask's phishing reports:
 * `superstream-rewards.xyz`, `perp-points-checker.xyz`, `airdrop-claim.com`): a name that carries one
 * offers the visitor something instead of naming an app. One table for the engine's lure-named site
 * (rules/lure-site.ts) and the network labels (network-label.ts).
 */

/** Words (or their stems) that offer something; a word of the name, between dots, hyphens or digits, must start with one. */
/** `upgrad`, `support`: the "upgrade to v2" and fake help-desk kits; an app names itself, not a service done to your wallet. */
const LURE = /^(airdrop|claim|reward|points|bonus|giveaway|checker|eligib|multiplier|free$|migrat|verif|upgrad|support)/;

/** The lure word of a name (`rewards` of "superstream-rewards"), if any. */
export function lureWordIn(name: string): string | undefined {
  return name.toLowerCase().split(/[-.\d]+/).find((word) => LURE.test(word));
}
