/**
 * Token and Token-2022 instructions → actions. Token-2022's own client needs
 * kit 7, so its instructions are read with the Token client: instructions 0–24
 * (Transfer, Approve, SetAuthority, CloseAccount, the Checked forms…) have the
 * same layout in both programs. Higher numbers are Token-2022 extensions
 * (transfer fees, confidential transfers…) and are reported as unreadable.
 * Only the instructions a rule reads are parsed (each parser pulls its codecs
 * into the build); the others are named, and the program itself rejects them
 * if malformed.
 */
import { isSome } from '@solana/kit';
import {
  AuthorityType, TokenInstruction, identifyTokenInstruction, parseApproveCheckedInstruction, parseApproveInstruction, parseBurnCheckedInstruction,
  parseBurnInstruction, parseCloseAccountInstruction, parseRevokeInstruction, parseSetAuthorityInstruction, parseTransferCheckedInstruction,
  parseTransferInstruction,
} from '@solana-program/token';
import type { AuthorityKind, SolanaAction, TokenProgram } from './actions';
import type { ReadableInstruction } from './parse-system';

/** The last instruction number Token-2022 shares with Token (UiAmountToAmount). */
const LAST_SHARED_INSTRUCTION = 24;

const AUTHORITY_KINDS: Record<AuthorityType, AuthorityKind> = {
  [AuthorityType.MintTokens]: 'mint',
  [AuthorityType.FreezeAccount]: 'freeze',
  [AuthorityType.AccountOwner]: 'owner',
  [AuthorityType.CloseAccount]: 'close',
};

export function tokenAction(ix: ReadableInstruction, program: TokenProgram): SolanaAction {
  const number = ix.data[0];
  if (number === undefined) return { kind: 'unreadable', why: 'the instruction has no data' };
  if (program === 'token-2022' && number > LAST_SHARED_INSTRUCTION) return { kind: 'unreadable', why: `Token-2022 extension instruction ${number}` };
  if (program === 'token-2022' && number === TokenInstruction.SetAuthority && (ix.data[1] ?? 0) > AuthorityType.CloseAccount) {
    return { kind: 'unreadable', why: `Token-2022 SetAuthority of an extension authority (type ${ix.data[1] ?? '?'})` };
  }
  const which = identifyTokenInstruction(ix);
  switch (which) {
    case TokenInstruction.Transfer: {
      const p = parseTransferInstruction(ix);
      return { kind: 'token-transfer', program, source: p.accounts.source.address, destination: p.accounts.destination.address, authority: p.accounts.authority.address, amount: p.data.amount };
    }
    case TokenInstruction.TransferChecked: {
      const p = parseTransferCheckedInstruction(ix);
      return { kind: 'token-transfer', program, source: p.accounts.source.address, destination: p.accounts.destination.address, authority: p.accounts.authority.address, amount: p.data.amount, mint: p.accounts.mint.address, decimals: p.data.decimals };
    }
    case TokenInstruction.Approve: {
      const p = parseApproveInstruction(ix);
      return { kind: 'token-approve', program, source: p.accounts.source.address, delegate: p.accounts.delegate.address, owner: p.accounts.owner.address, amount: p.data.amount };
    }
    case TokenInstruction.ApproveChecked: {
      const p = parseApproveCheckedInstruction(ix);
      return { kind: 'token-approve', program, source: p.accounts.source.address, delegate: p.accounts.delegate.address, owner: p.accounts.owner.address, amount: p.data.amount, mint: p.accounts.mint.address, decimals: p.data.decimals };
    }
    case TokenInstruction.Revoke: {
      const p = parseRevokeInstruction(ix);
      return { kind: 'token-revoke', program, source: p.accounts.source.address, owner: p.accounts.owner.address };
    }
    case TokenInstruction.SetAuthority: {
      const p = parseSetAuthorityInstruction(ix);
      return {
        kind: 'token-set-authority', program, account: p.accounts.owned.address, authority: p.accounts.owner.address,
        authorityType: AUTHORITY_KINDS[p.data.authorityType], newAuthority: isSome(p.data.newAuthority) ? p.data.newAuthority.value : undefined,
      };
    }
    case TokenInstruction.CloseAccount: {
      const p = parseCloseAccountInstruction(ix);
      return { kind: 'token-close', program, account: p.accounts.account.address, destination: p.accounts.destination.address, owner: p.accounts.owner.address };
    }
    case TokenInstruction.Burn:
    case TokenInstruction.BurnChecked: {
      const p = which === TokenInstruction.Burn ? parseBurnInstruction(ix) : parseBurnCheckedInstruction(ix);
      return { kind: 'token-burn', program, account: p.accounts.account.address, owner: p.accounts.authority.address, amount: p.data.amount };
    }
    default:
      return { kind: 'routine', name: TokenInstruction[which] ?? 'Token instruction' };
  }
}
