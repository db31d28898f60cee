/**
 * Stake program instructions → actions. Its client (@solana-program/stake)
 * needs a newer kit than Preflight's, so the layout is read here, as published
 * in solana-stake-interface's `StakeInstruction` (docs.rs/solana-stake-interface,
 * instruction.rs): a bincode enum, a u32 little-endian variant index first;
 * `StakeAuthorize` is a u32 (0 staker, 1 withdrawer); a String is a u64 length
 * then its bytes. Accounts, per variant:
 *  - Authorize (1): [stake, clock, authority]; data: new authority, which.
 *  - AuthorizeWithSeed (8): [stake, base, clock]; data: new authority, which, seed, owner.
 *  - AuthorizeChecked (10): [stake, clock, authority, new authority]; data: which.
 *  - AuthorizeCheckedWithSeed (11): [stake, base, clock, new authority]; data: which, seed, owner.
 *  - Withdraw (4): [stake, recipient, clock, stake history, withdraw authority]; data: lamports.
 * With a seed, the authority is derived from `base`, the key that signs: it stands for the holder.
 */
import { getAddressDecoder, type Address } from '@solana/kit';
import type { SolanaAction } from './actions';
import type { ReadableInstruction } from './parse-system';

const VARIANTS = ['Initialize', 'Authorize', 'DelegateStake', 'Split', 'Withdraw', 'Deactivate', 'SetLockup', 'Merge', 'AuthorizeWithSeed',
  'InitializeChecked', 'AuthorizeChecked', 'AuthorizeCheckedWithSeed', 'SetLockupChecked', 'GetMinimumDelegation', 'DeactivateDelinquent',
  'Redelegate', 'MoveStake', 'MoveLamports'] as const;
const ROLES = ['staker', 'withdrawer'] as const;
const KEY_BYTES = 32;

export class StakeInstructionError extends Error {
  override name = 'StakeInstructionError';
}

class Reader {
  private readonly view: DataView;
  constructor(private readonly bytes: Uint8Array, private at = 0) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  private need(n: number): void {
    if (this.at + n > this.bytes.length) throw new StakeInstructionError(`stake instruction data is ${this.bytes.length} bytes, too short for its fields`);
  }
  u32(): number { this.need(4); const v = this.view.getUint32(this.at, true); this.at += 4; return v; }
  u64(): bigint { this.need(8); const v = this.view.getBigUint64(this.at, true); this.at += 8; return v; }
  key(): Address { this.need(KEY_BYTES); const v = getAddressDecoder().decode(this.bytes.subarray(this.at, this.at + KEY_BYTES)); this.at += KEY_BYTES; return v; }
}

function account(ix: ReadableInstruction, index: number, variant: string): Address {
  const entry = ix.accounts[index];
  if (entry === undefined) throw new StakeInstructionError(`${variant} names ${ix.accounts.length} accounts, fewer than it needs`);
  return entry.address;
}

function roleOf(value: number): (typeof ROLES)[number] {
  const role = ROLES[value];
  if (role === undefined) throw new StakeInstructionError(`unknown stake authority kind ${value}`);
  return role;
}

function authorize(ix: ReadableInstruction, data: Reader, variant: string, form: { seed: boolean; checked: boolean }): SolanaAction {
  const newAuthority = form.checked ? account(ix, 3, variant) : data.key();
  const role = roleOf(data.u32());
  return { kind: 'stake-authorize', stakeAccount: account(ix, 0, variant), authority: account(ix, form.seed ? 1 : 2, variant), newAuthority, role, newAuthoritySigns: form.checked };
}

export function stakeAction(ix: ReadableInstruction): SolanaAction {
  const data = new Reader(Uint8Array.from(ix.data));
  const tag = data.u32();
  const variant = VARIANTS[tag];
  if (variant === undefined) throw new StakeInstructionError(`unknown stake instruction #${tag}`);
  switch (variant) {
    case 'Authorize': return authorize(ix, data, variant, { seed: false, checked: false });
    case 'AuthorizeWithSeed': return authorize(ix, data, variant, { seed: true, checked: false });
    case 'AuthorizeChecked': return authorize(ix, data, variant, { seed: false, checked: true });
    case 'AuthorizeCheckedWithSeed': return authorize(ix, data, variant, { seed: true, checked: true });
    case 'Withdraw': return { kind: 'stake-withdraw', stakeAccount: account(ix, 0, variant), to: account(ix, 1, variant), lamports: data.u64(), authority: account(ix, 4, variant) };
    default: return { kind: 'routine', name: variant };
  }
}
