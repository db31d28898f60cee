/**
 * What one instruction does, in a shape the rules and the review read without
 * knowing each program client's types. Amounts are raw units (lamports, token
 * base units); `program` names the token program an action ran under.
 */
import type { Address } from '@solana/kit';

export type TokenProgram = 'token' | 'token-2022';
export type AuthorityKind = 'mint' | 'freeze' | 'owner' | 'close';

export type SolanaAction =
  | { kind: 'sol-transfer'; from: Address; to: Address; lamports: bigint }
  | { kind: 'create-account'; from: Address; account: Address; lamports: bigint; owner: Address }
  | { kind: 'assign'; account: Address; owner: Address }
  | { kind: 'advance-nonce'; nonceAccount: Address; authority: Address }
  | { kind: 'nonce-authority'; nonceAccount: Address; authority: Address; newAuthority: Address }
  | { kind: 'nonce-withdraw'; nonceAccount: Address; to: Address; lamports: bigint; authority: Address }
  | { kind: 'token-transfer'; program: TokenProgram; source: Address; destination: Address; authority: Address; amount: bigint; mint?: Address; decimals?: number }
  | { kind: 'token-approve'; program: TokenProgram; source: Address; delegate: Address; owner: Address; amount: bigint; mint?: Address; decimals?: number }
  | { kind: 'token-revoke'; program: TokenProgram; source: Address; owner: Address }
  | { kind: 'token-set-authority'; program: TokenProgram; account: Address; authority: Address; authorityType: AuthorityKind; newAuthority: Address | undefined }
  /** Upgradeable loader SetAuthority: who may replace a program's code (ProgramData) or a buffer; undefined: nobody ever again. */
  | { kind: 'program-authority'; account: Address; authority: Address; newAuthority: Address | undefined; newAuthoritySigns: boolean }
  /** Stake Authorize (any form): who may manage (staker) or take out (withdrawer) a stake account's SOL. */
  | { kind: 'stake-authorize'; stakeAccount: Address; authority: Address; newAuthority: Address; role: 'staker' | 'withdrawer'; newAuthoritySigns: boolean }
  | { kind: 'token-close'; program: TokenProgram; account: Address; destination: Address; owner: Address }
  | { kind: 'token-burn'; program: TokenProgram; account: Address; owner: Address; amount: bigint }
  | { kind: 'create-token-account'; payer: Address; account: Address; owner: Address; mint: Address }
  | { kind: 'compute-limit'; units: number }
  | { kind: 'compute-price'; microLamports: bigint }
  | { kind: 'memo'; text: string }
  /** A known program's instruction that moves nothing of the user's (SyncNative, InitializeAccount…). */
  | { kind: 'routine'; name: string }
  /** A known program's instruction Preflight cannot read (a Token-2022 extension, malformed data). */
  | { kind: 'unreadable'; why: string }
  /** A program Preflight has no parser for: only its accounts are known. */
  | { kind: 'program-call' };

export type SolanaActionKind = SolanaAction['kind'];
