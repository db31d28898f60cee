/**
 * Builds the bundled scam-address list (lib/knowledge/data/scam-addresses.json) from Forta's
 * labelled-datasets (MIT license): labels/1/phishing_scams.csv, Ethereum addresses Etherscan
 * labels "phish-hack". An EOA is listed on every chain (the same key controls it everywhere); a
 * contract only on Ethereum, where it was labelled. Addresses the registry knows are never listed.
 *
 * ScamSniffer's scam-database was considered and not used: it publishes no license.
 */
import { z } from 'zod';
import { knownContract } from '../../lib/knowledge/registry';
import { registryChains } from '../registry/build';

export const FORTA_REPO = 'https://github.com/forta-network/labelled-datasets';
export const FORTA_COMMIT = '40a9c2f2bd7e9ddfdd0f3540db589f0288e1e88a';
export const FORTA_FILE = 'labels/1/phishing_scams.csv';
export const FORTA_RAW_URL = `https://raw.githubusercontent.com/forta-network/labelled-datasets/${FORTA_COMMIT}/${FORTA_FILE}`;

export interface ScamList {
  source: string;
  license: string;
  updated: string;
  /** Listed on every chain. */
  addresses: string[];
  /** Listed only on the chain named. */
  byChain: Record<string, string[]>;
}

const addressList = z.array(z.string().regex(/^0x[0-9a-f]{40}$/));

/** scam-addresses.json as read back (npm run gen:scam-prefixes compacts it without the CSV). */
export const scamListSchema = z.object({
  source: z.string(),
  license: z.string(),
  updated: z.string(),
  addresses: addressList,
  byChain: z.record(z.string(), addressList),
}) satisfies z.ZodType<ScamList>;

export function buildScamList(csv: string, updated: string): ScamList {
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  const addressAt = columns.indexOf('address');
  if (addressAt !== 0 || columns[columns.length - 1] !== 'is_contract') throw new Error(`unexpected columns: ${header}`);
  const chains = registryChains();
  const eoas = new Set<string>();
  const contracts = new Set<string>();
  for (const row of rows) {
    const cells = row.split(',');
    const address = (cells[0] ?? '').trim().toLowerCase();
    if (!/^0x[0-9a-f]{40}$/.test(address) || /^0x0{40}$/.test(address)) continue;
    // Never list a contract the registry names (a mislabel would block a real protocol).
    if (chains.some((chainId) => knownContract(chainId, address) !== undefined)) continue;
    (cells[cells.length - 1]?.trim() === 'True' ? contracts : eoas).add(address);
  }
  for (const address of contracts) eoas.delete(address);
  return {
    source: `Forta labelled-datasets ${FORTA_FILE} at ${FORTA_COMMIT.slice(0, 7)} (${FORTA_REPO}; Etherscan "phish-hack" labels, 2022)`,
    license: 'MIT (Forta Foundation)',
    updated,
    addresses: [...eoas].sort(),
    byChain: { '1': [...contracts].sort() },
  };
}

/** One address per line: readable diffs. */
export function scamListText(list: ScamList): string {
  const lines = (values: string[]): string => values.map((v) => `  ${JSON.stringify(v)}`).join(',\n');
  return `{\n"source": ${JSON.stringify(list.source)},\n"license": ${JSON.stringify(list.license)},\n"updated": ${JSON.stringify(list.updated)},\n"addresses": [\n${lines(list.addresses)}\n],\n"byChain": {\n${Object.entries(list.byChain)
    .map(([chain, values]) => `${JSON.stringify(chain)}: [\n${lines(values)}\n]`)
    .join(',\n')}\n}\n}\n`;
}
