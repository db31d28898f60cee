/**
 * Account data read through the RPC, parsed: lamports, owning program, and for
 * token accounts (Token and Token-2022, whose first 165 bytes share a layout)
 * the mint, owner, amount and delegate; for mints, the decimals.
 */
import { address, getAddressDecoder, isSome, type Address } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { bytesFromBase64 } from '../decode/wire';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../decode/programs';
import type { RpcAccount } from './rpc';
import { decodeToken2022Metadata, type TokenMetadata } from '../decode/token-metadata';

export interface TokenState {
  mint: Address;
  owner: Address;
  amount: bigint;
  delegate?: Address;
  delegatedAmount: bigint;
  closeAuthority?: Address;
}

export interface AccountState {
  lamports: bigint;
  program: Address;
  /** Bytes of account data (0 for a wallet: a System account that holds only SOL). */
  dataLength: number;
  token?: TokenState;
  /** Set for a mint account. */
  decimals?: number;
  supply?: bigint;
  /** A Token-2022 mint's own TokenMetadata extension (its name and symbol). */
  metadata?: TokenMetadata;
}

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
/** Token-2022 accounts with extensions carry their kind after the 165 base bytes: 1 mint, 2 token account. */
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_TOKEN = 2;
/** An address lookup table: 56 bytes of metadata, then 32-byte addresses. */
const LOOKUP_TABLE_META_SIZE = 56;

function isTokenProgram(program: string): boolean {
  return program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS;
}

function parseToken(data: Uint8Array): TokenState {
  const t = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE));
  return {
    mint: t.mint, owner: t.owner, amount: t.amount, delegatedAmount: t.delegatedAmount,
    ...(isSome(t.delegate) ? { delegate: t.delegate.value } : {}),
    ...(isSome(t.closeAuthority) ? { closeAuthority: t.closeAuthority.value } : {}),
  };
}

/** `at`: the account's address (a Token-2022 mint's metadata must name it). */
export function accountState(account: RpcAccount, at?: Address): AccountState | undefined {
  if (account === null) return undefined;
  const data = bytesFromBase64(account.data[0]);
  const state: AccountState = { lamports: BigInt(account.lamports), program: address(account.owner), dataLength: data.length };
  if (!isTokenProgram(account.owner)) return state;
  try {
    if (data.length === TOKEN_ACCOUNT_SIZE || (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_TOKEN)) state.token = parseToken(data);
    else if (data.length === MINT_SIZE || (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT)) {
      const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE));
      state.decimals = mint.decimals;
      state.supply = mint.supply;
      const metadata = account.owner === TOKEN_2022_PROGRAM_ADDRESS && at !== undefined ? decodeToken2022Metadata(data, at) : undefined;
      if (metadata) state.metadata = metadata;
    }
  } catch {
    // Unreadable token data: kept as a plain account.
  }
  return state;
}

export function lookupTableAddresses(account: RpcAccount): Address[] | undefined {
  if (account === null) return undefined;
  const data = bytesFromBase64(account.data[0]);
  if (data.length < LOOKUP_TABLE_META_SIZE || (data.length - LOOKUP_TABLE_META_SIZE) % 32 !== 0) return undefined;
  const decoder = getAddressDecoder();
  const out: Address[] = [];
  for (let at = LOOKUP_TABLE_META_SIZE; at < data.length; at += 32) out.push(decoder.decode(data.subarray(at, at + 32)));
  return out;
}
