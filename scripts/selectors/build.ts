/**
 * Builds the review's table of known functions (lib/knowledge/data/selectors.json.gz): 4-byte
 * selector → function name and parameters, for the calls a wallet is asked to send (view functions
 * are left out). Taken from ABIs published in permissively licensed packages, plus the protocol
 * calls Preflight's engine itself decodes (same definitions, so the review and the rules name a
 * call alike). Pure apart from reading installed packages: the staleness test runs it in memory.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSmallest } from '../deflate-smallest';
import { createRequire } from 'node:module';
import { erc1155Abi, erc20Abi, erc4626Abi, erc721Abi, parseAbi, toFunctionSelector, type AbiFunction, type AbiParameter } from 'viem';
import { entryPoint06Abi, entryPoint07Abi } from 'viem/account-abstraction';
import { controlAbi, protocolAbi } from '../../lib/engine/decode/protocols';
import { executeAbi } from '../../lib/engine/decode/universal-router';

const require = createRequire(import.meta.url);

interface Source {
  id: string;
  /** npm package (name@version, license) or where the signatures were written down. */
  from: string;
  license: string;
  abi: readonly unknown[];
  /**
   * Kept by name and parameter types only (the "signature" form): the general interfaces added so the
   * engine can read a call's roles from its name (lib/engine/roles/call-roles.ts) cost a third of
   * what their parameter names would.
   */
  typesOnly?: boolean;
}

/** The package's folder (some packages export neither package.json nor their ABI files). */
function root(name: string): string {
  const dir = (require.resolve.paths(name) ?? []).map((base) => `${base}/${name}/`).find((d) => existsSync(`${d}package.json`));
  if (!dir) throw new Error(`${name} is not installed`);
  return dir;
}

function pkg(name: string): { version: string; license: string } {
  const json: unknown = JSON.parse(readFileSync(`${root(name)}package.json`, 'utf8'));
  const field = (key: string): string => (typeof json === 'object' && json !== null && key in json ? String(Reflect.get(json, key)) : '?');
  return { version: field('version'), license: field('license') };
}

function fromPackage(id: string, name: string, file: string, pick: (mod: unknown) => unknown): Source {
  const { version, license } = pkg(name);
  const path = `${root(name)}${file}`;
  const abi = pick(file.endsWith('.json') ? JSON.parse(readFileSync(path, 'utf8')) : require(path));
  if (!Array.isArray(abi)) throw new Error(`${name}/${file}: no ABI array`);
  return { id, from: `${name}@${version} (${file})`, license, abi };
}

const field = (key: string) => (mod: unknown): unknown => (typeof mod === 'object' && mod !== null ? Reflect.get(mod, key) : undefined);

/** In priority order: a selector keeps the first source's parameter names (ERC-20's approve before ERC-721's). */
export function selectorSources(): Source[] {
  const viem = pkg('viem');
  return [
    { id: 'erc20', from: `viem@${viem.version} (erc20Abi)`, license: viem.license, abi: erc20Abi },
    { id: 'erc721', from: `viem@${viem.version} (erc721Abi)`, license: viem.license, abi: erc721Abi },
    { id: 'erc1155', from: `viem@${viem.version} (erc1155Abi)`, license: viem.license, abi: erc1155Abi },
    { id: 'erc4626', from: `viem@${viem.version} (erc4626Abi)`, license: viem.license, abi: erc4626Abi },
    fromPackage('erc20-openzeppelin', '@openzeppelin/contracts', 'build/contracts/ERC20.json', field('abi')),
    fromPackage('erc20-permit', '@openzeppelin/contracts', 'build/contracts/ERC20Permit.json', field('abi')),
    fromPackage('ownable', '@openzeppelin/contracts', 'build/contracts/Ownable.json', field('abi')),
    fromPackage('permit2', '@uniswap/permit2-sdk', 'dist/cjs/abis/Permit2.json', (m) => m),
    fromPackage('seaport', '@opensea/seaport-js', 'lib/abi/Seaport.js', field('SeaportABI')),
    fromPackage('safe', '@safe-global/safe-deployments', 'dist/assets/v1.4.1/safe.json', field('abi')),
    fromPackage('safe-multisend', '@safe-global/safe-deployments', 'dist/assets/v1.4.1/multi_send.json', field('abi')),
    fromPackage('safe-proxy-factory', '@safe-global/safe-deployments', 'dist/assets/v1.4.1/safe_proxy_factory.json', field('abi')),
    {
      id: 'engine-protocols',
      from: 'lib/engine/decode/protocols.ts and universal-router.ts (the calls the rules decode: Uniswap V2/V3 and Universal Router, Aave, Compound III, Lido, ENS, OP Stack and Across bridges, ownership and proxy upgrades)',
      license: 'MIT (this project): function names and parameter types only, the facts needed to decode a call, written from the protocols\' published interfaces; no source or artifact of theirs is copied',
      abi: [...protocolAbi, ...controlAbi, ...executeAbi],
    },
    {
      id: 'hand-kept',
      from: 'WETH9 deposit()/withdraw(uint256) and Uniswap V3 periphery multicall(bytes[]) / multicall(uint256,bytes[]): function signatures only',
      license: 'MIT (this project)',
      abi: parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)', 'function multicall(bytes[] data) payable', 'function multicall(uint256 deadline, bytes[] data) payable']),
    },
    ...generalSources(),
  ];
}

/**
 * The standard interfaces most deployed contracts inherit, chosen for being general (not for any
 * protocol): every artifact of OpenZeppelin Contracts (tokens, access control, governors, timelocks,
 * payment splitters, escrows, vesting, proxies), the rest of Safe's v1.4.1 deployment and the ERC-4337
 * EntryPoint (v0.6, v0.7) every smart account deposits in.
 */
function generalSources(): Source[] {
  const viem = pkg('viem');
  const oz = pkg('@openzeppelin/contracts');
  const ozDir = `${root('@openzeppelin/contracts')}build/contracts/`;
  const ozAbi = readdirSync(ozDir).filter((f) => f.endsWith('.json')).sort().flatMap((f): unknown[] => {
    const abi = field('abi')(JSON.parse(readFileSync(`${ozDir}${f}`, 'utf8')));
    return Array.isArray(abi) ? abi : [];
  });
  const safeFiles = ['compatibility_fallback_handler', 'create_call', 'multi_send_call_only', 'safe_l2', 'safe_migration', 'safe_to_l2_migration', 'safe_to_l2_setup', 'sign_message_lib', 'simulate_tx_accessor'];
  const safe = pkg('@safe-global/safe-deployments');
  const safeAbi = safeFiles.flatMap((name): unknown[] => {
    const abi = field('abi')(JSON.parse(readFileSync(`${root('@safe-global/safe-deployments')}dist/assets/v1.4.1/${name}.json`, 'utf8')));
    return Array.isArray(abi) ? abi : [];
  });
  return [
    { id: 'openzeppelin', from: `@openzeppelin/contracts@${oz.version} (build/contracts/*.json, every artifact)`, license: oz.license, abi: ozAbi, typesOnly: true },
    { id: 'erc4337-entrypoint', from: `viem@${viem.version} (account-abstraction: entryPoint06Abi, entryPoint07Abi)`, license: viem.license, abi: [...entryPoint06Abi, ...entryPoint07Abi], typesOnly: true },
    { id: 'safe-v1.4.1', from: `@safe-global/safe-deployments@${safe.version} (dist/assets/v1.4.1/{${safeFiles.join(',')}}.json)`, license: safe.license, abi: safeAbi, typesOnly: true },
  ];
}

const isFunction = (item: unknown): item is AbiFunction => typeof item === 'object' && item !== null && Reflect.get(item, 'type') === 'function';

/** A parameter as the review needs it to decode: [type, name] or, for a tuple, [type, name, components]. */
export type SelectorParam = [type: string, name: string] | [type: string, name: string, components: SelectorParam[]];

/** How deep structs nest (0: no struct; 1: a struct of plain fields, like Uniswap V3's `params`). */
function depth(p: AbiParameter): number {
  const components: readonly AbiParameter[] | undefined = 'components' in p ? p.components : undefined;
  return components ? 1 + Math.max(0, ...components.map(depth)) : 0;
}

/** Whether a parameter is or holds an address (address[], a struct with one). */
function namesAddress(p: AbiParameter): boolean {
  const components: readonly AbiParameter[] | undefined = 'components' in p ? p.components : undefined;
  return p.type.startsWith('address') || (components ?? []).some(namesAddress);
}

/** The canonical type list a selector is hashed from, tuples spelled out. */
function canonical(p: AbiParameter): string {
  const components: readonly AbiParameter[] | undefined = 'components' in p ? p.components : undefined;
  return components ? `(${components.map(canonical).join(',')})${p.type.slice('tuple'.length)}` : p.type;
}

function param(p: AbiParameter): SelectorParam {
  const components: readonly AbiParameter[] | undefined = 'components' in p ? p.components : undefined;
  return components ? [p.type, p.name ?? '', components.map(param)] : [p.type, p.name ?? ''];
}

export interface BuiltSelectors {
  /** The table's JSON text, shipped gzipped (packSelectorTable). */
  table: string;
  sources: { generator: string; format: string; sources: Array<{ id: string; from: string; license: string; functions: number }>; count: number };
}

export function buildSelectors(): BuiltSelectors {
  const table: Record<string, [name: string, inputs: SelectorParam[] | string, source?: string]> = {};
  const sources = selectorSources().map((source) => {
    let functions = 0;
    for (const item of source.abi) {
      // Only what a wallet is asked to send: reading functions are never signed.
      if (!isFunction(item) || item.stateMutability === 'view' || item.stateMutability === 'pure') continue;
      // The general interfaces serve the engine's judgement of whom a call names: one that names no address has nothing to judge.
      if (source.typesOnly === true && !item.inputs.some(namesAddress)) continue;
      const selector = toFunctionSelector(item);
      if (table[selector]) continue;
      // Structs within structs (Seaport's orders) are shown as "see the raw data" anyway: the name and
      // signature are kept, not the parameter tree (a third of the table for ten functions).
      const deep = item.inputs.some((i) => depth(i) > 1);
      const types = `(${item.inputs.map(canonical).join(',')})`;
      // The general interfaces go as name and type list, without a source id: the sources file lists them, the review never shows it.
      if (source.typesOnly === true) table[selector] = [item.name, types];
      else table[selector] = [item.name, deep ? `${item.name}${types}` : item.inputs.map(param), source.id];
      functions++;
    }
    return { id: source.id, from: source.from, license: source.license, functions };
  });
  const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
  const body = Object.entries(sorted).map(([sel, entry]) => `${JSON.stringify(sel)}:${JSON.stringify(entry)}`).join(',\n');
  return {
    table: `{\n${body}\n}\n`,
    sources: {
      generator: 'npm run gen:selectors (scripts/gen-selectors.ts)',
      format: 'gzipped JSON, selector (0x + 8 hex) → [function name, inputs ([type, name] or [type, name, components] for a tuple) or, for structs within structs, the signature only, source id] or, for the general interfaces (typesOnly), [function name, type list "(address,uint256)"]; state-changing functions only',
      sources,
      count: Object.keys(table).length,
    },
  };
}

/** The shipped form (selectors.json.gz, read by lib/knowledge/selector-table.ts): the table's text, gzipped; sources stay in selectors.sources.json. */
export async function packSelectorTable(text: string): Promise<Uint8Array> {
  return gzipSmallest(text);
}
