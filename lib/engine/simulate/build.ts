/**
 * Builds the API's simulation result from decoded movements and approvals:
 * assets_diffs and exposures for the scanned account, address_details for
 * every address involved, and the account_summary. No USD figures: the engine
 * has no price source, so those fields are left out rather than guessed.
 */
import { formatUnits, getAddress, numberToHex, type Address } from 'viem';
import { formatTokenAmount, isUnlimitedAmount } from '../../format/amount';
import { knownContract } from '../../knowledge/registry';
import { z } from 'zod/mini';
import type { Asset, AssetDiff, DiffEntry, Exposure, SimulationResult, Spender } from '../../api/schemas/evm';
import { rpcCall, type Eip1193Like } from '../rpc';
import type { TokenMetadataCache } from '../tokens/metadata';
import { nativeAsset } from '../tokens/native';
import type { ApprovalEvent, AssetKind, Movement } from './logs';

export interface BuildContext {
  /** Key of the scanned account in the result maps: the address as the request gave it. */
  accountKey: string;
  chainId: number | undefined;
  rpc: Eip1193Like | undefined;
  tokens: TokenMetadataCache;
  blockTag: string;
}

export interface ExposureInput extends ApprovalEvent {
  /** Unix seconds (signature permits carry one). */
  expiration?: bigint;
}

/** Bound on eth_getCode calls per scan: a hostile call can touch many addresses. */
const MAX_ADDRESS_DETAILS = 40;

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** The registry's name for a contract ("Uniswap Permit2"), else the short address. */
function nameOf(address: string, chainId: number | undefined): string {
  return (chainId === undefined ? undefined : knownContract(chainId, address)?.name) ?? short(address);
}

async function assetFor(kind: AssetKind, token: Address | undefined, ctx: BuildContext): Promise<Asset> {
  if (kind === 'NATIVE' || !token) return nativeAsset(ctx.chainId);
  const meta = await ctx.tokens.get(ctx.chainId, token, ctx.rpc, ctx.blockTag);
  const asset: Asset = { type: kind, address: getAddress(token) };
  if (meta.name !== undefined) asset.name = meta.name;
  if (meta.symbol !== undefined) asset.symbol = meta.symbol;
  if (kind === 'ERC20' && meta.decimals !== undefined) asset.decimals = meta.decimals;
  if (meta.logoURI !== undefined) asset.logo_url = meta.logoURI;
  return asset;
}

function label(asset: Asset): string {
  return asset.symbol ?? asset.name ?? (asset.address ? short(asset.address) : 'tokens');
}

function entry(kind: AssetKind, asset: Asset, amount: bigint, tokenId: bigint | undefined, verb: string): DiffEntry {
  const isNft = kind === 'ERC721' || kind === 'ERC1155';
  const value = isNft ? amount.toString() : asset.decimals !== undefined ? formatUnits(amount, asset.decimals) : amount.toString();
  const e: DiffEntry = { value, raw_value: amount.toString() };
  if (tokenId !== undefined) e.token_id = numberToHex(tokenId);
  // Summaries are read by people beside the review's own rows: the review's one amount formatter.
  const shown = formatTokenAmount(amount, isNft ? 0 : asset.decimals);
  if (kind === 'ERC721') e.summary = `${verb} ${label(asset)} #${tokenId ?? '?'}`;
  else if (kind === 'ERC1155') e.summary = `${verb} ${shown} ${label(asset)} #${tokenId ?? '?'}`;
  else e.summary = `${verb} ${shown} ${label(asset)}${asset.decimals === undefined ? ' (raw units)' : ''}`;
  return e;
}

interface DiffGroup {
  kind: AssetKind;
  token: Address | undefined;
  inTotal: bigint;
  outTotal: bigint;
  /** NFTs: one entry per token id and direction. */
  nftIn: Map<bigint, bigint>;
  nftOut: Map<bigint, bigint>;
}

async function buildDiffs(movements: Movement[], ctx: BuildContext): Promise<Array<AssetDiff & { asset_type: string }>> {
  const groups = new Map<string, DiffGroup>();
  for (const m of movements) {
    const isIn = same(m.to, ctx.accountKey);
    const isOut = same(m.from, ctx.accountKey);
    if (isIn === isOut) continue; // not the account's, or a move to itself
    const key = `${m.kind}:${m.token?.toLowerCase() ?? 'native'}`;
    const g = groups.get(key) ?? { kind: m.kind, token: m.token, inTotal: 0n, outTotal: 0n, nftIn: new Map(), nftOut: new Map() };
    groups.set(key, g);
    if (m.tokenId !== undefined) {
      const map = isIn ? g.nftIn : g.nftOut;
      map.set(m.tokenId, (map.get(m.tokenId) ?? 0n) + m.amount);
    } else if (isIn) g.inTotal += m.amount;
    else g.outTotal += m.amount;
  }
  return Promise.all(
    [...groups.values()].map(async (g) => {
      const asset = await assetFor(g.kind, g.token, ctx);
      const inEntries: DiffEntry[] = [];
      const outEntries: DiffEntry[] = [];
      if (g.inTotal > 0n) inEntries.push(entry(g.kind, asset, g.inTotal, undefined, 'Receive'));
      if (g.outTotal > 0n) outEntries.push(entry(g.kind, asset, g.outTotal, undefined, 'Send'));
      for (const [id, amount] of g.nftIn) inEntries.push(entry(g.kind, asset, amount, id, 'Receive'));
      for (const [id, amount] of g.nftOut) outEntries.push(entry(g.kind, asset, amount, id, 'Send'));
      return { asset_type: g.kind, asset, in: inEntries, out: outEntries };
    }),
  );
}

function expirationText(seconds: bigint | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  const ms = Number(seconds) * 1000;
  return Number.isFinite(ms) && ms <= 8.64e15 ? new Date(ms).toISOString() : seconds.toString();
}

/** Exposures the account ends up with: the last approval per token + spender wins; revokes remove. */
export async function buildExposures(approvals: ExposureInput[], ctx: BuildContext): Promise<Array<Exposure & { asset_type: string }>> {
  const latest = new Map<string, ExposureInput>();
  for (const a of approvals) {
    if (!same(a.owner, ctx.accountKey)) continue;
    const key = `${a.token.toLowerCase()}:${a.spender.toLowerCase()}:${a.kind === 'ERC721' ? `id${a.tokenId}` : a.kind}`;
    latest.set(key, a);
  }
  const byToken = new Map<string, ExposureInput[]>();
  for (const a of latest.values()) {
    if (!a.approved) continue;
    const list = byToken.get(a.token.toLowerCase()) ?? [];
    list.push(a);
    byToken.set(a.token.toLowerCase(), list);
  }
  return Promise.all(
    [...byToken.values()].map(async (list) => {
      const first = list[0]!;
      const kind: AssetKind =
        first.kind === 'ERC20' ? 'ERC20' : first.kind === 'ERC721' ? 'ERC721' : await ctx.tokens.nftStandard(ctx.chainId, first.token, ctx.rpc, ctx.blockTag);
      const asset = await assetFor(kind, first.token, ctx);
      const spenders: Record<string, Spender> = {};
      for (const a of list) {
        const spender = getAddress(a.spender);
        const s: Spender = spenders[spender] ?? {};
        const expiration = expirationText(a.expiration);
        if (expiration) s.expiration = expiration;
        if (a.kind === 'ALL') {
          s.is_approved_for_all = true;
          s.summary = `Approve ${nameOf(spender, ctx.chainId)} to move all your ${label(asset)}`;
        } else if (a.kind === 'ERC721' && a.tokenId !== undefined) {
          s.exposure = [...(s.exposure ?? []), { value: '1', raw_value: '1', token_id: numberToHex(a.tokenId) }];
          s.summary = `Approve ${nameOf(spender, ctx.chainId)} to move ${label(asset)} #${a.tokenId}`;
        } else if (a.amount !== undefined) {
          s.approval = numberToHex(a.amount);
          const unlimited = isUnlimitedAmount(a.amount, { decimals: asset.decimals });
          const amount = entry('ERC20', asset, a.amount, undefined, 'Approve');
          s.exposure = [{ value: amount.value, raw_value: amount.raw_value }];
          s.summary = `Approve ${nameOf(spender, ctx.chainId)} to spend ${unlimited ? 'unlimited' : formatTokenAmount(a.amount, asset.decimals)} ${label(asset)}`;
        }
        spenders[spender] = s;
      }
      return { asset_type: kind, asset, spenders };
    }),
  );
}

const codeSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

async function buildAddressDetails(addresses: Address[], ctx: BuildContext): Promise<SimulationResult['address_details']> {
  const unique = [...new Map(addresses.map((a) => [a.toLowerCase(), getAddress(a)])).values()].slice(0, MAX_ADDRESS_DETAILS);
  const details: SimulationResult['address_details'] = {};
  await Promise.all(
    unique.map(async (address) => {
      const d: { is_contract?: boolean; contract_name?: string; name_tag?: string } = {};
      const known = ctx.chainId === undefined ? undefined : knownContract(ctx.chainId, address);
      if (known) {
        // One name per contract: the registry's, as the rules use it. A name tag (a curated label, as
        // the service's are), unlike contract_name, which for other contracts is what they call themselves.
        details[address] = { is_contract: true, name_tag: known.name };
        return;
      }
      if (ctx.rpc) {
        try {
          const code = await rpcCall(ctx.rpc, 'eth_getCode', [address, ctx.blockTag], codeSchema);
          d.is_contract = code !== '0x';
        } catch {
          // unknown: leave is_contract out rather than guess
        }
      }
      if (d.is_contract !== false) {
        const meta = await ctx.tokens.get(ctx.chainId, address, d.is_contract ? ctx.rpc : undefined, ctx.blockTag);
        if (meta.name !== undefined) d.contract_name = meta.name;
      }
      details[address] = d;
    }),
  );
  return details;
}

function traceOf(m: Movement, asset: Asset) {
  const typeName = m.kind === 'NATIVE' ? 'NativeAssetTrace' : `${m.kind}AssetTrace`;
  return {
    trace_type: 'AssetTrace',
    type: typeName,
    from_address: getAddress(m.from),
    to_address: getAddress(m.to),
    asset,
    diff: entry(m.kind, asset, m.amount, m.tokenId, 'Move'),
  };
}

export interface BuildInput {
  movements: Movement[];
  approvals: ExposureInput[];
  /** Addresses to describe besides those in movements and approvals (the call targets). */
  extraAddresses: Address[];
}

export async function buildSimulation(input: BuildInput, ctx: BuildContext): Promise<SimulationResult> {
  const [diffs, exposures, traces] = await Promise.all([
    buildDiffs(input.movements, ctx),
    buildExposures(input.approvals, ctx),
    Promise.all(input.movements.map(async (m) => traceOf(m, await assetFor(m.kind, m.token, ctx)))),
  ]);
  const involved: Address[] = [...input.extraAddresses];
  for (const m of input.movements) {
    involved.push(m.from, m.to);
    if (m.token) involved.push(m.token);
  }
  for (const a of input.approvals) involved.push(a.token, a.spender, a.owner);
  const addressDetails = await buildAddressDetails(involved, ctx);
  const strip = (d: AssetDiff & { asset_type: string }): AssetDiff => ({ asset: d.asset, in: d.in, out: d.out });
  return {
    status: 'Success',
    assets_diffs: diffs.length > 0 ? { [ctx.accountKey]: diffs.map(strip) } : {},
    exposures: exposures.length > 0 ? { [ctx.accountKey]: exposures } : {},
    address_details: addressDetails,
    account_summary: { assets_diffs: diffs, exposures, traces },
  };
}
