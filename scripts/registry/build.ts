/**
 * Builds the known-contract registry (lib/knowledge/data/contracts.json) and the record of where
 * every part came from (contracts.sources.json). Pure apart from reading installed packages, so the
 * staleness test can run it in memory and compare with the checked-in files.
 */
import chainsFile from '../../lib/chains/evm-chains.json';
import { HAND_KEPT } from './hand-kept';
import { contractsFromPackages, type PackageSource } from './from-packages';
import { smartAccountsFromPackages } from './smart-accounts';
import { PROTOCOLS } from './protocols';

/** Chains the scanning API names with a known chain id: the registry covers exactly these. */
export function registryChains(): number[] {
  return chainsFile.chains.flatMap((c) => (typeof c.chainId === 'number' ? [c.chainId] : [])).sort((a, b) => a - b);
}

type Row = [address: string, name: string, protocol: string, role: string, chains: number[]];

export interface BuiltRegistry {
  /** Text of contracts.json. */
  contracts: string;
  /** Sources record, without the generation date (the caller adds it). */
  sources: {
    generator: string;
    format: string;
    chains: number[];
    packages: PackageSource[];
    handKept: { protocol: string; name: string; address: string; chains: number[]; source: string }[];
    counts: { contracts: number; perChain: Record<string, number>; perProtocol: Record<string, number> };
  };
}

export async function buildRegistry(): Promise<BuiltRegistry> {
  const chains = registryChains();
  const { contracts: fromPackages, packages } = contractsFromPackages(chains);
  packages.push(...(await smartAccountsFromPackages(chains, fromPackages)));
  const handKept = HAND_KEPT.flatMap((c) =>
    c.chains.filter((id) => chains.includes(id)).map((chainId) => ({ address: c.address, name: c.name, protocol: c.protocol, role: c.role, chainId })),
  );

  // One entry per (chain, address): the first source wins (packages before the hand-kept table).
  const taken = new Set<string>();
  const rows = new Map<string, Row>();
  for (const c of [...fromPackages, ...handKept]) {
    const address = c.address.toLowerCase();
    const slot = `${c.chainId}:${address}`;
    if (taken.has(slot)) continue;
    taken.add(slot);
    if (PROTOCOLS[c.protocol] === undefined) throw new Error(`unknown protocol ${c.protocol} for ${c.name}`);
    const key = [address, c.name, c.protocol, c.role].join('|');
    const row = rows.get(key) ?? [address, c.name, c.protocol, c.role, []];
    row[4].push(c.chainId);
    rows.set(key, row);
  }
  const sorted = [...rows.values()]
    .map((r): Row => [r[0], r[1], r[2], r[3], [...r[4]].sort((a, b) => a - b)])
    .sort((a, b) => a[2].localeCompare(b[2]) || a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));

  const perChain: Record<string, number> = {};
  const perProtocol: Record<string, number> = {};
  for (const [, , protocol, , ids] of sorted) {
    for (const id of ids) perChain[id] = (perChain[id] ?? 0) + 1;
    perProtocol[protocol] = (perProtocol[protocol] ?? 0) + ids.length;
  }

  // What a contract is and where it is deployed are listed once (in the order rows first use them),
  // the rows point at them: the file lives in the bundle, so repeats cost bytes there.
  const kinds: string[] = [];
  const chainSets: string[] = [];
  const indexIn = (table: string[], entry: string): number => {
    const at = table.indexOf(entry);
    return at >= 0 ? at : table.push(entry) - 1;
  };
  const contractRows = sorted.map(([address, name, protocol, role, ids]) => JSON.stringify([address.slice(2), indexIn(kinds, JSON.stringify([name, protocol, role])), indexIn(chainSets, JSON.stringify(ids))]));

  // One protocol / kind / chain set / contract per line: compact, yet a diff shows what changed.
  const protocolLines = Object.entries(PROTOCOLS).map(([id, p]) => `  ${JSON.stringify(id)}: ${JSON.stringify(p)}`);
  const lines = (entries: string[]): string => entries.map((e) => `  ${e}`).join(',\n');
  const contracts = `{\n"protocols": {\n${protocolLines.join(',\n')}\n},\n"kinds": [\n${lines(kinds)}\n],\n"chainSets": [\n${lines(chainSets)}\n],\n"contracts": [\n${lines(contractRows)}\n]\n}\n`;

  return {
    contracts,
    sources: {
      generator: 'npm run gen:registry (scripts/gen-registry.ts)',
      format: 'contracts: [address (lower case, without 0x), index in kinds, index in chainSets]; kinds: [name, protocol id, role]; chainSets: [chain ids]; protocols: id → name, official sites (main app first), brand words',
      chains,
      packages,
      handKept: HAND_KEPT.map((c) => ({ protocol: c.protocol, name: c.name, address: c.address, chains: c.chains.filter((id) => chains.includes(id)), source: c.source })),
      counts: { contracts: taken.size, perChain, perProtocol },
    },
  };
}
