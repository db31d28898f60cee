/**
 * Which published "website" links are a project's own site (scripts/gen-sites.ts): the host of the
 * link, its registrable domain kept, and links to places anyone publishes on or that are nobody's
 * project (social sites, code hosts, blogs, link pages, shorteners, explorers, price sites) dropped.
 */
import { freeHostOf, registrableDomain } from '../../lib/knowledge/domain';

/** Registrable domains that are never one project's site, whoever links them. */
export const NOT_A_PROJECT_SITE = new Set([
  'github.com', 'github.io', 'gitlab.com', 'gitlab.io', 'bitbucket.org', 'medium.com', 'substack.com', 'mirror.xyz', 'paragraph.xyz',
  'twitter.com', 'x.com', 't.me', 'telegram.org', 'telegram.me', 'discord.gg', 'discord.com', 'reddit.com', 'facebook.com',
  'instagram.com', 'youtube.com', 'youtu.be', 'linkedin.com', 'tiktok.com', 'linktr.ee', 'bit.ly', 'tinyurl.com', 'goo.gl',
  'notion.site', 'notion.so', 'gitbook.io', 'google.com', 'sites.google.com', 'wordpress.com', 'blogspot.com', 'wixsite.com',
  'carrd.co', 'webflow.io', 'weebly.com', 'squarespace.com', 'etherscan.io', 'bscscan.com', 'polygonscan.com', 'solscan.io',
  'explorer.solana.com', 'blockscout.com', 'coingecko.com', 'coinmarketcap.com', 'dexscreener.com', 'dextools.io',
  'bitcointalk.org', 'wikipedia.org', 'ipfs.io', 'arweave.net', 'app.link', 'linktree.com', 'beacons.ai',
]);

/** Shortest registrable name a project's site may have: shorter ones ("1.sg") are not names. */
const MIN_LABEL = 3;

/** The registrable domain of a published link when it is a project's own site, else undefined. */
export function projectSite(link: string): string | undefined {
  let host: string;
  try {
    host = new URL(/^[a-z]+:\/\//i.test(link.trim()) ? link.trim() : `https://${link.trim()}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!/^[a-z0-9.-]+$/.test(host) || !host.includes('.') || /^[0-9.]+$/.test(host)) return undefined;
  const site = registrableDomain(host);
  if (NOT_A_PROJECT_SITE.has(site) || NOT_A_PROJECT_SITE.has(host) || freeHostOf(host) !== undefined) return undefined;
  const label = site.split('.')[0] ?? '';
  return label.length >= MIN_LABEL ? site : undefined;
}
