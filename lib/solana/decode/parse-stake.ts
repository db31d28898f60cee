/**
 * Stake program instructions → actions. Its client (@solana-program/stake)
 * needs a newer kit than Preflight's, so the layout is read here, as published
 * in solana-stake-interface's `StakeInstruction` (docs.rs/solana-stake-interface,
 * instruction.rs): a bincode enum, a u32 little-endian variant index first;
 * `StakeAuthorize` is a u32 (0 staker, 1 withdrawer). Only the handovers are
 * read; the rest is routine (delegating, splitting and merging keep the
 * authorities; a withdrawal needs the withdrawer, which these hand over):
 *  - Authorize (1): [stake, clock, authority]; data: new authority, which.
 *  - AuthorizeWithSeed (8): [stake, base, clock]; data: new authority, which, seed…
 *  - AuthorizeChecked (10): [stake, clock, authority, new authority]; data: which.
 *  - AuthorizeCheckedWithSeed (11): [stake, base, clock, new authority]; data: which, seed…
 * With a seed, the authority is derived from `base`, the key that signs: it stands for the holder.
 */
import { getAddressDecoder } from '@solana/kit';
import type { SolanaAction } from './actions';
import type { ReadableInstruction } from './parse-system';

/** Variant index → where the current authority is, and whether the new one is an account (Checked) or in the data. */
const AUTHORIZE: Readonly<Record<number, { authority: number; checked: boolean }>> = {
  1: { authority: 2, checked: false }, 8: { authority: 1, checked: false }, 10: { authority: 2, checked: true }, 11: { authority: 1, checked: true },
};
const ROLES = ['staker', 'withdrawer'] as const;

export class StakeInstructionError extends Error {
  override name = 'StakeInstructionError';
}

export function stakeAction(ix: ReadableInstruction): SolanaAction {
  const data = Uint8Array.from(ix.data);
  const view = new DataView(data.buffer);
  const form = data.length < 4 ? undefined : AUTHORIZE[view.getUint32(0, true)];
  if (form === undefined) return { kind: 'routine', name: 'Stake instruction' };
  const roleAt = form.checked ? 4 : 36;
  const role = data.length >= roleAt + 4 ? ROLES[view.getUint32(roleAt, true)] : undefined;
  const [stake, , , checkedNew] = ix.accounts;
  const authority = ix.accounts[form.authority];
  const newAuthority = form.checked ? checkedNew?.address : getAddressDecoder().decode(data.subarray(4, 36));
  if (role === undefined || stake === undefined || authority === undefined || newAuthority === undefined) throw new StakeInstructionError('a stake Authorize too short to read');
  return { kind: 'stake-authorize', stakeAccount: stake.address, authority: authority.address, newAuthority, role, newAuthoritySigns: form.checked };
}
