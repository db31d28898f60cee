/**
 * BPF Upgradeable Loader (loader-v3) instructions → actions. Its client
 * (@solana-program/loader-v3 0.3) needs kit 6, so the layout is read here, as
 * published in solana-loader-v3-interface's `UpgradeableLoaderInstruction`
 * (docs.rs/solana-loader-v3-interface, instruction.rs): the data is a bincode
 * enum, a u32 little-endian variant index first. SetAuthority (4) and
 * SetAuthorityChecked (7) take [0] the ProgramData or Buffer account, [1] the
 * current authority (signer), [2] the new authority (optional for SetAuthority:
 * absent, the account becomes immutable; a signer for the Checked form).
 */
import { address } from '@solana/kit';
import type { SolanaAction } from './actions';
import type { ReadableInstruction } from './parse-system';

export const LOADER_V3_PROGRAM_ADDRESS = address('BPFLoaderUpgradeab1e11111111111111111111111');

const VARIANTS = ['InitializeBuffer', 'Write', 'DeployWithMaxDataLen', 'Upgrade', 'SetAuthority', 'Close', 'ExtendProgram', 'SetAuthorityChecked', 'Migrate', 'ExtendProgramChecked'] as const;
const SET_AUTHORITY = 4;
const SET_AUTHORITY_CHECKED = 7;

export class LoaderInstructionError extends Error {
  override name = 'LoaderInstructionError';
}

function variantOf(data: ReadableInstruction['data']): number {
  if (data.length < 4) throw new LoaderInstructionError(`loader instruction data is ${data.length} bytes, shorter than its 4-byte tag`);
  return new DataView(Uint8Array.from(data).buffer).getUint32(0, true);
}

function setAuthority(ix: ReadableInstruction, checked: boolean): SolanaAction {
  const [account, authority, next] = ix.accounts;
  if (account === undefined || authority === undefined || (checked && next === undefined)) {
    throw new LoaderInstructionError(`SetAuthority${checked ? 'Checked' : ''} names ${ix.accounts.length} accounts, fewer than it needs`);
  }
  return { kind: 'program-authority', account: account.address, authority: authority.address, newAuthority: next?.address, newAuthoritySigns: checked };
}

export function loaderV3Action(ix: ReadableInstruction): SolanaAction {
  const variant = variantOf(ix.data);
  if (variant === SET_AUTHORITY) return setAuthority(ix, false);
  if (variant === SET_AUTHORITY_CHECKED) return setAuthority(ix, true);
  const name = VARIANTS[variant];
  if (name === undefined) throw new LoaderInstructionError(`unknown loader instruction #${variant}`);
  return { kind: 'routine', name };
}
