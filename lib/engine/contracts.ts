/**
 * The seams inside the local engine: what validation (rules) needs from the
 * chain, and what it hands to the simulation side. Validation never touches
 * the network itself; it asks through `ChainReader`, which is absent offline.
 */
import type { Address, Hex } from 'viem';
import type { ValidationResult } from '../api/schemas/evm';
import type { ChainSource } from './rules/types';

/** Read-only chain access the rules may use (contract-or-EOA checks). Undefined offline. */
export interface ChainReader {
  /** Bytecode at the address ('0x' for an EOA or an empty account); undefined when the RPC failed. */
  getCode(address: Address): Promise<Hex | undefined>;
  /**
   * What `owner` holds of an ERC-20 (units) or ERC-721 collection (count): balanceOf; with `id`, of that
   * ERC-1155 id: balanceOf(owner, id). Undefined when it cannot be read.
   */
  balanceOf?(token: Address, owner: Address, id?: bigint): Promise<bigint | undefined>;
  /** What `owner` holds of the chain's own coin (wei): eth_getBalance. Undefined when it cannot be read. */
  nativeBalance?(owner: Address): Promise<bigint | undefined>;
}

export interface ValidationContext {
  /** Chain id of the scanned chain, when known (API name mapped, or eip155:<id>). */
  chainId: number | undefined;
  /** metadata.domain: the origin the browser recorded for the requesting page. */
  domain: string | undefined;
  /** The account that signs or sends. */
  account: Address | undefined;
  chain: ChainReader | undefined;
  /** Who answers through `chain`: the user's RPC (default) or the page's wallet connection (unverified). */
  chainSource?: ChainSource;
  /** Symbol and decimals of a token, so descriptions read "100 USDC" rather than raw units (bundled list offline, eth_call online). */
  tokenInfo?: (token: Address) => Promise<TokenInfo>;
}

export interface TokenInfo {
  symbol: string | undefined;
  decimals: number | undefined;
}

/**
 * An approval that a signature (not a transaction) would grant, decoded from
 * typed data (EIP-2612 Permit, DAI permit, Permit2, PermitForAll). The
 * simulation side turns these into `simulation.exposures` with token metadata.
 */
export interface SignatureExposure {
  /** Token contract (for Permit2: the token, not the Permit2 contract). */
  token: Address;
  spender: Address;
  /** Amount as a decimal-free bigint; undefined for all-NFTs approvals. */
  amount: bigint | undefined;
  isApprovedForAll: boolean;
  /** Unix seconds, when the message carries an expiry or deadline. */
  expiration: bigint | undefined;
}

export interface JsonRpcValidation {
  validation: ValidationResult;
  /** Approvals the signature would grant (empty for plain messages and transactions). */
  exposures: SignatureExposure[];
  /** When the method is a transaction method (eth_sendTransaction, …): the transaction to simulate. */
  transaction: { from: Address; to?: Address; data?: Hex; value?: Hex } | undefined;
  /** wallet_sendCalls (EIP-5792): every call, in order (`transaction` is the first). Added by B1. */
  calls?: { from: Address; to?: Address; data?: Hex; value?: Hex }[];
}
