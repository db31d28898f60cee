/** What each instruction does, in one plain sentence for the review. */
import { formatTokenAmount } from '../../format/amount';
import type { SolanaAction } from './actions';
import type { DecodedInstruction } from './instruction';
import { nameOf, type NameContext } from './names';

export const SOL_DECIMALS = 9;
/** u64 amounts at or above 2^63 are "unlimited" in practice (drainers ask for u64::MAX). */
export const UNLIMITED_TOKEN_AMOUNT = 2n ** 63n;

export function solAmount(lamports: bigint): string {
  return `${formatTokenAmount(lamports, SOL_DECIMALS)} SOL`;
}

export function tokenAmount(amount: bigint, decimals: number | undefined): string {
  if (amount >= UNLIMITED_TOKEN_AMOUNT) return 'an unlimited amount';
  return decimals === undefined ? `${amount.toString()} base units` : `${formatTokenAmount(amount, decimals)} tokens`;
}

const AUTHORITY_WORDS = { owner: 'owner', close: 'close authority', mint: 'mint authority', freeze: 'freeze authority' } as const;

function describeAction(a: SolanaAction, ix: DecodedInstruction, ctx: NameContext): string {
  const n = (address: Parameters<typeof nameOf>[0]) => nameOf(address, ctx);
  switch (a.kind) {
    case 'sol-transfer': return `Sends ${solAmount(a.lamports)} from ${n(a.from)} to ${n(a.to)}.`;
    case 'create-account': return `Creates account ${n(a.account)} owned by ${n(a.owner)}, funded with ${solAmount(a.lamports)} from ${n(a.from)}.`;
    case 'assign': return `Hands ${n(a.account)} over to program ${n(a.owner)}: that program would then control it and its SOL.`;
    case 'advance-nonce': return `Uses durable nonce account ${n(a.nonceAccount)}: this transaction stays valid until it is used, not for about a minute.`;
    case 'nonce-authority': return `Makes ${n(a.newAuthority)} the authority of nonce account ${n(a.nonceAccount)}.`;
    case 'nonce-withdraw': return `Withdraws ${solAmount(a.lamports)} from nonce account ${n(a.nonceAccount)} to ${n(a.to)}.`;
    case 'token-transfer': return `Moves ${tokenAmount(a.amount, a.decimals)}${a.mint === undefined ? '' : ` of mint ${n(a.mint)}`} from token account ${n(a.source)} to token account ${n(a.destination)} (signed by ${n(a.authority)}).`;
    case 'token-approve': return `Lets ${n(a.delegate)} spend ${tokenAmount(a.amount, a.decimals)} from token account ${n(a.source)} without asking again.`;
    case 'token-revoke': return `Removes the delegate of token account ${n(a.source)}.`;
    case 'token-set-authority': return a.newAuthority === undefined
      ? `Removes the ${AUTHORITY_WORDS[a.authorityType]} of ${n(a.account)}.`
      : `Makes ${n(a.newAuthority)} the ${AUTHORITY_WORDS[a.authorityType]} of ${n(a.account)}.`;
    case 'program-authority': return a.newAuthority === undefined
      ? `Makes program account ${n(a.account)} immutable: nobody can change that program's code again.`
      : `Makes ${n(a.newAuthority)} the upgrade authority of program account ${n(a.account)}: it could replace the program's code.`;
    case 'stake-authorize': return `Makes ${n(a.newAuthority)} the ${a.role} of stake account ${n(a.stakeAccount)}${a.role === 'withdrawer' ? ': it could take out all its SOL' : ''}.`;
    case 'token-close': return `Closes token account ${n(a.account)} and sends its rent to ${n(a.destination)}.`;
    case 'token-burn': return `Burns ${tokenAmount(a.amount, undefined)} from token account ${n(a.account)}.`;
    case 'create-token-account': return `Creates the token account ${n(a.account)} of ${n(a.owner)} for mint ${n(a.mint)}, paid by ${n(a.payer)}.`;
    case 'compute-limit': return `Sets the compute-unit limit to ${a.units.toLocaleString('en-US')}.`;
    case 'compute-price': return `Pays a priority fee of ${a.microLamports.toLocaleString('en-US')} micro-lamports per compute unit.`;
    case 'memo': return `Adds the note "${a.text.slice(0, 200)}".`;
    case 'routine': return `${a.name} (${n(ix.programAddress)}).`;
    case 'unreadable': return `An instruction of ${n(ix.programAddress)} that Preflight cannot read (${a.why}).`;
    case 'program-call': return describeCall(ix, ctx);
  }
}

function describeCall(ix: DecodedInstruction, ctx: NameContext): string {
  const userRole = ix.accounts.find((a) => a.address === ctx.user);
  const role = userRole === undefined ? '' : userRole.signer && userRole.writable
    ? '; your wallet signs it and lets it spend from your SOL balance'
    : userRole.signer ? '; your wallet signs it' : '; it reads your wallet';
  return `Calls program ${nameOf(ix.programAddress, ctx)} with ${ix.accounts.length} accounts${role}.`;
}

export function describeInstruction(ix: DecodedInstruction, ctx: NameContext): string {
  return describeAction(ix.action, ix, ctx);
}
