/**
 * npm run gen:solana-programs → lib/solana/knowledge/data/programs.json
 *
 * Well-known Solana programs, read from the protocols' own npm packages (each
 * fetched with `npm pack` at a pinned version and read, never installed): the
 * program-id constants they export, and Jupiter's table of the AMMs it routes
 * through. Packages under GPL are not used (Raydium's SDKs are GPL-3.0; its
 * program ids come from Jupiter's ISC-licensed table). Official sites are not
 * in the packages: SITES below names each protocol's site as its own docs do.
 * Magic Eden publishes no package with its marketplace program id, so it is
 * not in the table (and its programs are judged as unknown).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBundledTables } from './bundled-tables';

const OUT = 'lib/solana/knowledge/data/programs.json';
const BASE58 = '[1-9A-HJ-NP-Za-km-z]{32,44}';

interface Program { address: string; name: string; protocol: string; sites: string[] }
interface Source {
  package: string;
  version: string;
  extract: (code: string) => Omit<Program, 'sites'>[];
}

/**
 * Per protocol: its name, official sites (main app first, as its own docs give
 * them), and the brand a lookalike site would borrow: `brands` match anywhere
 * in a host, `brandWords` only as a whole word (short or common names).
 */
const PROTOCOLS: Record<string, { name: string; sites: string[]; brands?: string[]; brandWords?: string[] }> = {
  jupiter: { name: 'Jupiter', sites: ['jup.ag'], brands: ['jupiter'], brandWords: ['jup'] },
  raydium: { name: 'Raydium', sites: ['raydium.io'], brands: ['raydium'] },
  orca: { name: 'Orca', sites: ['orca.so'], brandWords: ['orca'] },
  meteora: { name: 'Meteora', sites: ['meteora.ag'], brands: ['meteora'] },
  marinade: { name: 'Marinade', sites: ['marinade.finance'], brands: ['marinade'] },
  tensor: { name: 'Tensor', sites: ['tensor.trade'], brandWords: ['tensor'] },
  metaplex: { name: 'Metaplex', sites: ['metaplex.com'], brands: ['metaplex'] },
  'spl-stake-pool': { name: 'Jito and other stake pools', sites: ['jito.network', 'sanctum.so'], brandWords: ['jito'] },
  phoenix: { name: 'Phoenix', sites: ['phoenix.trade'] },
  'pump-fun': { name: 'pump.fun', sites: ['pump.fun'], brands: ['pumpfun'] },
};
const SITES: Record<string, string[]> = Object.fromEntries(Object.entries(PROTOCOLS).map(([id, p]) => [id, p.sites]));

function constant(name: string, protocol: string, label: string) {
  const re = new RegExp(`${name}\\s*=\\s*(?:new\\s*[^"']*\\(\\s*)?["'](${BASE58})["']`);
  return (code: string) => {
    const m = re.exec(code);
    if (m?.[1] === undefined) throw new Error(`${name} not found`);
    return [{ address: m[1], name: label, protocol }];
  };
}

/** Jupiter's AMM_TYPES: program id → the AMM's label. */
function jupiterAmms(code: string): Omit<Program, 'sites'>[] {
  const block = /var AMM_TYPES = \{([\s\S]*?)\};/.exec(code)?.[1];
  if (block === undefined) throw new Error('AMM_TYPES not found');
  return [...block.matchAll(new RegExp(`"?(${BASE58})"?:\\s*"([^"]+)"`, 'g'))].flatMap((m) => {
    const [, address, label] = m;
    if (address === undefined || label === undefined) return [];
    return [{ address, name: `${label} (AMM)`, protocol: protocolOfAmm(label) }];
  });
}

function protocolOfAmm(label: string): string {
  if (/^Raydium/.test(label)) return 'raydium';
  if (/Whirlpool|^Orca/.test(label)) return 'orca';
  if (/^Meteora/.test(label)) return 'meteora';
  if (label === 'Marinade') return 'marinade';
  if (label === 'Phoenix') return 'phoenix';
  if (label === 'Pump.Fun') return 'pump-fun';
  if (label === 'Perps') return 'jupiter';
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

const SOURCES: Source[] = [
  { package: '@jup-ag/instruction-parser', version: '6.0.28', extract: (c) => [...constant('JUPITER_V6_PROGRAM_ID', 'jupiter', 'Jupiter Aggregator v6')(c.replace(/\(\s*\n\s*/g, '(')), ...jupiterAmms(c)] },
  { package: '@marinade.finance/marinade-ts-sdk', version: '6.0.0', extract: constant('marinadeFinanceProgramId', 'marinade', 'Marinade Finance') },
  { package: '@meteora-ag/dlmm', version: '1.9.14', extract: (c) => [{ address: /LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo/.exec(c)?.[0] ?? fail('DLMM id'), name: 'Meteora DLMM', protocol: 'meteora' }] },
  { package: '@meteora-ag/cp-amm-sdk', version: '1.5.0', extract: (c) => [{ address: /cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG/.exec(c)?.[0] ?? fail('CP-AMM id'), name: 'Meteora DAMM v2', protocol: 'meteora' }] },
  { package: '@tensor-foundation/marketplace', version: '0.5.0', extract: constant('TENSOR_MARKETPLACE_PROGRAM_ADDRESS', 'tensor', 'Tensor Marketplace') },
  { package: '@metaplex-foundation/mpl-token-metadata', version: '3.4.0', extract: constant('MPL_TOKEN_METADATA_PROGRAM_ID', 'metaplex', 'Metaplex Token Metadata') },
  { package: '@metaplex-foundation/mpl-core', version: '1.10.0', extract: constant('MPL_CORE_PROGRAM_ID', 'metaplex', 'Metaplex Core') },
  { package: '@solana-program/stake', version: '0.9.1', extract: constant('STAKE_PROGRAM_ADDRESS', 'solana', 'Stake Program') },
  { package: '@solana/spl-stake-pool', version: '1.1.8', extract: constant('STAKE_POOL_PROGRAM_ID', 'spl-stake-pool', 'SPL Stake Pool (JitoSOL and other liquid-staking pools)') },
];

function fail(what: string): never {
  throw new Error(`${what} not found`);
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : jsFiles(path);
    return /\.(c|m)?js$/.test(name) && !/\.min\./.test(name) ? [path] : [];
  });
}

function unpack(pkg: string, version: string, into: string): { code: string; license: string } {
  const file = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  const dir = mkdtempSync(join(into, 'pkg-'));
  execFileSync('tar', ['xzf', join(into, file), '-C', dir]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8')) as { license?: string };
  const license = manifest.license ?? 'UNKNOWN';
  if (/GPL/i.test(license) || license === 'UNKNOWN') throw new Error(`${pkg}: licence ${license} cannot be bundled`);
  return { code: jsFiles(join(dir, 'package')).map((f) => readFileSync(f, 'utf8')).join('\n'), license };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'gen-solana-programs-'));
  const programs = new Map<string, Program>();
  const sources: { package: string; version: string; license: string }[] = [];
  for (const source of SOURCES) {
    const { code, license } = unpack(source.package, source.version, work);
    sources.push({ package: source.package, version: source.version, license });
    for (const p of source.extract(code)) {
      // The first source naming a program wins (Jupiter's own constant before its AMM table).
      if (!programs.has(p.address)) programs.set(p.address, { ...p, sites: SITES[p.protocol] ?? [] });
    }
  }
  const data = {
    generated: new Date().toISOString().slice(0, 10),
    note: 'Program ids from the packages listed in sources (npm pack, read, not installed); official sites from each protocol\'s documentation (scripts/gen-solana-programs.ts).',
    sources,
    protocols: Object.entries(PROTOCOLS).map(([id, p]) => ({ id, name: p.name, sites: p.sites, brands: p.brands ?? [], brandWords: p.brandWords ?? [] })),
    programs: [...programs.values()].sort((a, b) => a.protocol.localeCompare(b.protocol) || a.name.localeCompare(b.name)),
  };
  writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
  await writeBundledTables();
  console.log(`${OUT}: ${programs.size} programs from ${sources.length} packages`);
}

await main();
