/**
 * What a Solana rule sees: the request's decoded transactions, the signing
 * account, the requesting site, and (with an RPC URL) balances before the
 * transaction. Rules return the EVM engine's RuleHit, so one combiner and one
 * vocabulary serve both chains.
 */
import type { Address } from '@solana/kit';
import type { SiteFacts } from '../../knowledge/site';
import type { DecodedTransaction } from '../decode/transaction';
import type { SolanaScanRequest } from '../scan-request';

export type { RuleHit } from '../../engine/rules/types';
export { hit } from '../../engine/rules/types';

/** A token account as the chain holds it before the transaction (RPC only). */
export interface TokenAccountFacts {
  mint: Address;
  owner: Address;
  amount: bigint;
  decimals?: number;
}

export interface BalanceFacts {
  lamports: bigint | undefined;
  tokenAccounts: ReadonlyMap<Address, TokenAccountFacts>;
  /** Accounts the request touches that the chain shows are wallets (System-owned, SOL and no data). */
  wallets: ReadonlySet<Address>;
}

/** What the simulation says changes for the user (RPC only). */
export interface SimulationFacts {
  /** Lamports in the wallet after minus before (negative: SOL leaves). */
  solDelta: bigint;
  solBefore: bigint;
  tokens: readonly { account: Address; mint: Address; before: bigint; after: bigint }[];
  /** The wallet or one of its token accounts gets a new owner. */
  ownerships: readonly { account: Address; kind: 'wallet' | 'token-account'; to: Address }[];
  /** A delegate set on one of the user's token accounts. */
  delegations: readonly { account: Address; mint: Address; delegate: Address; amount: bigint; balance: bigint }[];
  /** Set when a transaction would fail (then nothing above comes from it). */
  errors: readonly string[];
}

export interface SolanaRuleInput {
  method: SolanaScanRequest['method'];
  user: Address | undefined;
  /** The requesting host as the browser recorded it. */
  domain: string;
  site: SiteFacts | undefined;
  transactions: readonly DecodedTransaction[];
  /** signMessage: the message bytes. */
  message?: Uint8Array;
  signIn?: SolanaScanRequest['sign_in'];
  /** Balances read through the user's RPC; undefined offline. */
  balances?: BalanceFacts;
  simulation?: SimulationFacts;
}
