/**
 * Builds the lookalike brand list (lib/knowledge/data/brands.json): the popular dapps of
 * scripts/brands/dapps.ts that the registry does not already name, each with its official sites and
 * the names another site may not wear. Checked against the data it will meet: no official site may
 * be on MetaMask's phishing blocklist, and no site may belong to two brands.
 */
import phishingConfig from 'eth-phishing-detect/src/config.json';
import phishingPackage from 'eth-phishing-detect/package.json';
import { PROTOCOLS } from '../registry/protocols';
import { DAPPS, REGISTRY_NAMES, type HandKeptDapp } from './dapps';

/** Shortest name matched inside other names; shorter ones ("gmx", "odos") only as a whole word. */
const MIN_SUBSTRING_BRAND = 6;
/** Names shorter than this are never a brand word: "li", "0x" stand for too much else. */
const MIN_BRAND_WORD = 3;

/** One brand row: [name, official sites (main app first), names matched anywhere, names matched as a whole word]. */
export type BrandRow = [string, string[], string[], string[]];

const labelOf = (site: string): string => {
  const parts = site.split('.');
  return parts[parts.length - 2] ?? site;
};

function row(d: HandKeptDapp): BrandRow {
  const labels = [...new Set(d.sites.map(labelOf))].filter((l) => l.length >= MIN_BRAND_WORD);
  const anywhere = d.common ? [] : labels.filter((l) => l.length >= MIN_SUBSTRING_BRAND);
  const words = d.words ?? labels.filter((l) => !anywhere.includes(l));
  return [d.name, d.sites, [...anywhere, ...(d.brands ?? [])], words];
}

export interface BuiltBrands {
  json: string;
  sources: Record<string, unknown>;
}

export function buildBrands(): BuiltBrands {
  const registrySites = new Set(Object.values(PROTOCOLS).flatMap((p) => p.sites));
  const blocked = new Set(phishingConfig.blacklist);
  const owner = new Map<string, string>();
  for (const d of DAPPS) {
    for (const site of d.sites) {
      if (registrySites.has(site)) throw new Error(`${site} (${d.name}) is a registry protocol's site: keep it in scripts/registry/protocols.ts only`);
      if (blocked.has(site)) throw new Error(`${site} (${d.name}) is on MetaMask's phishing blocklist`);
      const seen = owner.get(site);
      if (seen !== undefined) throw new Error(`${site} belongs to both ${seen} and ${d.name}`);
      owner.set(site, d.name);
    }
  }
  const registryRows: BrandRow[] = REGISTRY_NAMES.map((n) => {
    const p = PROTOCOLS[n.protocol];
    if (p === undefined) throw new Error(`no registry protocol ${n.protocol}`);
    return [p.name, p.sites, n.brands ?? [], n.words];
  });
  const rows = [...DAPPS.map(row), ...registryRows];
  const json = `{"format":"brands: [name, official sites (main app first), names matched anywhere in another site's name, names matched as a whole word]","brands":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
  return {
    json,
    sources: {
      generator: 'npm run gen:brands (scripts/gen-brands.ts)',
      dapps: { file: 'scripts/brands/dapps.ts', license: 'MIT (this project)', note: 'hand-kept: official sites of popular dapps, each with the page it was taken from; no maintained npm package publishes dapps\' domains under a usable license' },
      checkedAgainst: { package: 'eth-phishing-detect', version: phishingPackage.version, license: 'DBAD (Don\'t Be A Dick 1.1, permissive)', use: 'no official site may be on its blacklist; its whitelist measures false positives (npm run bench:accuracy)' },
      counts: { brands: rows.length, sites: owner.size },
    },
  };
}
