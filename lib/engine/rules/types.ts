/**
 * What every rule returns: zero or more hits. A hit is a ValidationFeature plus
 * the service `reason` it stands for, so the combiner can name the pattern.
 */
import type { Address } from 'viem';
import type { KNOWN_REASONS } from '../../api/schemas/evm';
import type { KnownContract } from '../../knowledge/registry';
import type { SiteFacts } from '../../knowledge/site';
import type { TokenInfo } from '../contracts';

export type FeatureType = 'Malicious' | 'Warning' | 'Benign' | 'Info';
export type Reason = (typeof KNOWN_REASONS)[number];

export interface RuleHit {
  /** UPPER_SNAKE id, stable across releases (the UI and reports key on it). */
  feature_id: string;
  type: FeatureType;
  /** One plain sentence a user can act on. */
  description: string;
  address?: string;
  /** The pattern this hit indicates; used when the hit decides the verdict. */
  reason?: Reason;
  /** The request moves or approves assets (a lookalike site then makes it Malicious). */
  stakes?: boolean;
  /**
   * Gives value or control to an address that is neither the user nor a contract the site is known to
   * use (a Warning-level role finding): a site deceptive in itself then makes it Malicious (domain.ts).
   */
  toOther?: boolean;
}

/** Where a chain fact came from: the user's own RPC, or the requesting page's wallet connection (unverified). */
export type ChainSource = 'user' | 'page';

/** Whether an address holds code, as far as the chain reader can tell. */
export type AccountKind = 'eoa' | 'contract' | 'unknown';

/**
 * Facts the rules may ask for; the validator implements them. Provenance:
 * `known`, `listed`, `site` and `listedToken` come from data bundled with
 * Preflight; `kindOf` and `tokenOf` from the chain source (`chainSource`). A
 * page's own provider can lie, so kindOf never reports 'contract' from it
 * (that would remove risk); it may report 'eoa' (that only adds risk).
 */
export interface RuleFacts {
  /** The account that signs (the tx sender or the request's account). */
  signer: Address | undefined;
  chainId: number | undefined;
  kindOf(address: Address): Promise<AccountKind>;
  /** Symbol and decimals when they can be found (never throws; undefined when unknown). */
  tokenOf(token: Address): Promise<TokenInfo | undefined>;
  /** The registry entry for a contract on this chain (bundled data). */
  known(address: Address): KnownContract | undefined;
  /** A scam-list hit with its source (bundled data). */
  listed(address: Address): { source: string } | undefined;
  /** What is known of the requesting site; undefined when the request names none. */
  site: SiteFacts | undefined;
  /** Native, wrapped native, a stablecoin or a bundled token-list entry: a currency an order may be paid in. */
  isCurrency(token: Address): boolean;
  /** Where chain answers come from; undefined offline. */
  chainSource: ChainSource | undefined;
  /**
   * What the signer holds of a token (units), collection (count) or, with `id`,
   * ERC-1155 id (units); of the chain's own coin (wei) for the native placeholder (tokens/native.ts);
   * undefined when unknown. From the page's provider it can lie either way, so rules use
   * it only to add risk ("the whole balance"), never to lower it.
   */
  balanceOf(token: Address, id?: bigint): Promise<bigint | undefined>;
}

export function hit(
  feature_id: string,
  type: FeatureType,
  description: string,
  extra: { address?: string; reason?: Reason; stakes?: boolean; toOther?: boolean } = {},
): RuleHit {
  return { feature_id, type, description, ...extra };
}
