/**
 * Reads an EIP-712 message of any primary type into roles (vocabulary.ts): every address field,
 * nested structs and lists included, with the role its name gives it in its struct. Structure
 * refines a name:
 *  - `to` beside call data (a bytes field: data, callData …) is the contract a meta-transaction
 *    calls, not a recipient;
 *  - `owner` in a struct whose type name says it changes control (AddOwner, SetOwner,
 *    TransferOwnership …) is the new owner; elsewhere (Permit, Authorization, orders) it is whose
 *    assets are spent;
 *  - a delegatee with no amount anywhere beside it holds voting power only (ERC20Votes
 *    Delegation); with an amount it holds credit (Aave's DelegationWithSig) and is a recipient;
 *  - a controller field (key, signer, pubKey, a name ending in "key" …) that holds no address but a
 *    key-shaped value is a public key (an ed25519 signer, a session key): control handed to a key,
 *    never the user's account. Key-shaped: bytes of 32 or more, or a string of hex of 32 bytes or
 *    more or base58 of 32 bytes, optionally after a scheme ("ed25519:…").
 */
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import type { SanitizedTypedData, TypedField, TypedStruct, TypedTypes, TypedValue } from '../typed-data/types';
import { isUnlimitedAmount } from '../../format/amount';
import { roleOfName, scopeExcludesWithdrawal, type Role } from './vocabulary';

export type PartyRole = 'receiver' | 'spender' | 'controller' | 'votes';

export interface Party {
  role: PartyRole;
  /** The field's name as the message declares it ("agentAddress", "destination"). */
  field: string;
  address: Address;
}

/** A public key a message hands control to (no address: it cannot be the user or a known contract). */
export interface KeyParty {
  field: string;
  /** The key as the message writes it: 0x-hex bytes, or a string ("ed25519:8Fk…"). */
  key: string;
}

export interface TypedRoles {
  parties: Party[];
  keys: KeyParty[];
  /** A field with an amount role is set (a value the message moves or grants). */
  hasAmount: boolean;
  /** Those amounts, as the message states them. */
  amounts: bigint[];
  /** One of those amounts is unlimited (2^255 and up, max uint …). */
  unlimited: boolean;
  /** What comes back (takerAmount, buyAmount …), when the message says; an order for nothing has only zeros here. */
  proceeds: bigint[];
  /** The latest deadline / expiry the message names (seconds), when it names one. */
  deadline: bigint | undefined;
  /** The scope the message grants ("read,trading") when every scope field excludes withdrawal; else undefined. */
  limitedScope: string | undefined;
  /** The earliest start the message names (seconds), when it names one. */
  start: bigint | undefined;
  /** A key grant's bounds as the message declares them (grant-bounds.ts weighs them). */
  bounds: { targets: Address[]; valueLimits: bigint[]; admin: boolean };
}

const CHANGE_OF_CONTROL = /^(add|set|change|transfer|grant|register|update|rotate|recover|replace|swap)/i;
const MAX_DEPTH = 6;

function isAddressValue(v: TypedValue | undefined): v is Address {
  return typeof v === 'string' && isAddress(v, { strict: false });
}

/**
 * A bytes32 that carries an account: an EVM address left-padded (cross-chain recipients) or an
 * address followed by a 12-byte name (a venue's subaccount: address + "default"). Anything else
 * (a hash, another chain's key) names no address.
 */
function addressInWord(v: TypedValue | undefined): Address[] {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(v)) return [];
  const hex = v.slice(2);
  if (/^0{24}/.test(hex) && !/^0{64}$/.test(hex)) return [getAddress(`0x${hex.slice(24)}`)];
  const tag = hex.slice(40).match(/../g) ?? [];
  const named = tag.every((b) => b === '00' || (parseInt(b, 16) >= 0x20 && parseInt(b, 16) < 0x7f));
  return named && !/^0{40}/.test(hex) ? [getAddress(`0x${hex.slice(0, 40)}`)] : [];
}

/** Bytes long enough for a public key (ed25519 32, secp256k1 33/64, BLS 48), not all zeros. */
function isKeyBytes(v: TypedValue | undefined): v is Hex {
  return typeof v === 'string' && /^0x(?:[0-9a-fA-F]{2}){32,}$/.test(v) && !/^0x0*$/.test(v);
}

/** 32 bytes in base58 are 43 or 44 characters (Solana and NEAR public keys). */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{43,44}$/;
const HEX_KEY = /^(?:0x)?(?:[0-9a-fA-F]{2}){32,}$/;
const SCHEME = /^[a-z0-9]{2,16}:/i;

/** A string holding a public key: hex of 32 bytes or more, or base58 of 32 bytes, after an optional scheme. */
function keyInString(v: TypedValue | undefined): string | undefined {
  if (typeof v !== 'string') return undefined;
  const bare = v.replace(SCHEME, '');
  if (/^(?:0x)?0*$/.test(bare)) return undefined;
  return HEX_KEY.test(bare) || BASE58_KEY.test(bare) ? v : undefined;
}

function keyIn(type: string, v: TypedValue | undefined): string | undefined {
  if (type === 'string') return keyInString(v);
  const size = /^bytes(\d*)$/.exec(type)?.[1];
  if (size === undefined || (size !== '' && Number(size) < 32)) return undefined;
  return isKeyBytes(v) ? v : undefined;
}

function baseType(type: string): string {
  return type.replace(/(\[\d*\])+$/, '');
}

function partyRole(role: Role | undefined, field: TypedField, siblings: readonly TypedField[], structName: string): PartyRole | undefined {
  const callsData = siblings.some((s) => s.type === 'bytes' && s !== field);
  if (role === 'receiver') return field.name === 'to' && callsData ? undefined : 'receiver';
  if (role === 'spender' || role === 'controller') return role;
  if (role === 'source' && /owner/i.test(field.name) && CHANGE_OF_CONTROL.test(structName)) return 'controller';
  if (role === 'delegatee') return 'votes';
  return undefined;
}

interface Walk {
  parties: Party[];
  keys: KeyParty[];
  amounts: bigint[];
  proceeds: bigint[];
  deadlines: bigint[];
  starts: bigint[];
  scopes: string[];
  targets: Address[];
  valueLimits: bigint[];
  admin: boolean;
}

function visit(types: TypedTypes, typeName: string, value: TypedValue | undefined, walk: Walk, depth: number): void {
  if (depth > MAX_DEPTH || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) visit(types, typeName, item, walk, depth + 1);
    return;
  }
  const fields = types[typeName];
  if (fields === undefined || typeof value !== 'object') return;
  const struct: TypedStruct = value;
  for (const field of fields) {
    const v = struct[field.name];
    const role = roleOfName(field.name);
    if (role === 'amount' && typeof v === 'bigint' && v > 0n) walk.amounts.push(v);
    if (role === 'deadline' && typeof v === 'bigint') walk.deadlines.push(v);
    if (role === 'proceeds' && typeof v === 'bigint') walk.proceeds.push(v);
    if (role === 'scope' && typeof v === 'string') walk.scopes.push(v);
    if (role === 'start' && typeof v === 'bigint') walk.starts.push(v);
    if (role === 'targets' && Array.isArray(v)) walk.targets.push(...v.filter(isAddressValue));
    if (role === 'valueLimit' && typeof v === 'bigint') walk.valueLimits.push(v);
    if (role === 'adminFlag' && (v === true || (typeof v === 'bigint' && v !== 0n))) walk.admin = true;
    const inner = baseType(field.type);
    if (types[inner] !== undefined) {
      visit(types, inner, v, walk, depth + 1);
      continue;
    }
    const addresses = Array.isArray(v) ? v.filter(isAddressValue) : isAddressValue(v) ? [v] : field.type === 'bytes32' ? addressInWord(v) : [];
    const party = addresses.length > 0 ? partyRole(role, field, fields, typeName) : undefined;
    if (party !== undefined) for (const address of addresses) walk.parties.push({ role: party, field: field.name, address });
    const key = addresses.length === 0 && role === 'controller' ? keyIn(field.type, v) : undefined;
    if (key !== undefined) walk.keys.push({ field: field.name, key });
  }
}

export function typedRoles(typed: SanitizedTypedData): TypedRoles {
  const walk: Walk = { parties: [], keys: [], amounts: [], proceeds: [], deadlines: [], starts: [], scopes: [], targets: [], valueLimits: [], admin: false };
  visit(typed.types, typed.primaryType, typed.message, walk, 0);
  const hasAmount = walk.amounts.length > 0;
  // Credit delegation (an amount beside the delegatee) lets the delegatee borrow against the user's collateral.
  const parties = walk.parties.map((p): Party => (p.role === 'votes' && hasAmount ? { ...p, role: 'receiver' } : p));
  const deadline = walk.deadlines.reduce<bigint | undefined>((max, d) => (max === undefined || d > max ? d : max), undefined);
  const limitedScope = walk.scopes.length > 0 && walk.scopes.every(scopeExcludesWithdrawal) ? walk.scopes.join('; ') : undefined;
  const start = walk.starts.reduce<bigint | undefined>((min, d) => (min === undefined || d < min ? d : min), undefined);
  const bounds = { targets: walk.targets, valueLimits: walk.valueLimits, admin: walk.admin };
  return { parties, keys: walk.keys, hasAmount, amounts: walk.amounts, unlimited: walk.amounts.some((a) => isUnlimitedAmount(a)), proceeds: walk.proceeds, deadline, limitedScope, start, bounds };
}
