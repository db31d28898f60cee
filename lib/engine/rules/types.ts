/**
 * What every rule returns: zero or more hits. A hit is a ValidationFeature plus
 * the service `reason` it stands for, so the combiner can name the pattern.
 */
import type { Address } from 'viem';
import type { KNOWN_REASONS } from '../../api/schemas/evm';
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
}

/** Where a chain fact came from: the user's own RPC, or the requesting page's wallet connection (unverified). */
export type ChainSource = 'user' | 'page';

/** Whether an address holds code, as far as the chain reader can tell. */
export type AccountKind = 'eoa' | 'contract' | 'unknown';

/** Facts the rules may ask for; the validator implements them over ChainReader. */
export interface RuleFacts {
  /** The account that signs (the tx sender or the request's account). */
  signer: Address | undefined;
  chainId: number | undefined;
  kindOf(address: Address): Promise<AccountKind>;
  /** Symbol and decimals when they can be found (never throws; undefined when unknown). */
  tokenOf(token: Address): Promise<TokenInfo | undefined>;
}

export function hit(
  feature_id: string,
  type: FeatureType,
  description: string,
  extra: { address?: string; reason?: Reason } = {},
): RuleHit {
  return { feature_id, type, description, ...extra };
}
