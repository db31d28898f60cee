/**
 * A program Preflight does not know that gets the user's wallet as a writable
 * signer. Through cross-program calls it may spend the wallet's SOL and move
 * any token account of the user's that the transaction passes writable, as the
 * program was written to; which, its data does not say.
 *
 * As for EVM's unread calls (docs/roles.md): on a site nothing flags, the call
 * is shown (Info, the program named), and what the request itself does is
 * judged by the other rules, and with an RPC by the simulation (simulated.ts,
 * whole-balance.ts). Warning when the site is suspect (suspect-site.ts), or when
 * the request also sends SOL or tokens to another address (tokens into an
 * account the program is given are a deposit into it) or signs several
 * transactions at once: then the unknown program is one more unread part of a
 * request that already gives something away. With an RPC, an account passed to
 * the program that the chain shows is another person's wallet (System-owned,
 * SOL and no data, not a signer) is "another person named", as EVM's
 * UNREAD_CALL_NAMES_OTHER: Warning, Malicious from a suspect site. Offline a
 * wallet cannot be told from a program's account, so nothing is said of them.
 */
import type { Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { siteSuspicion } from './suspect-site';
import { paysAnotherAddress } from './gives-away';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_UNKNOWN_PROGRAM_SIGNER';

/**
 * What else in the request gives something away, in words; undefined when nothing does. Tokens paid
 * into a token account the unknown program is itself given are a deposit into that program (a stake's
 * custody, a vault), not a payment to someone else. SOL to an account it is given still counts: that
 * account may be a person's wallet, which a token account passed beside it is not.
 */
function alsoGivesAway(input: SolanaRuleInput, given: ReadonlySet<Address>): string | undefined {
  if (input.transactions.length > 1) return `this request signs ${input.transactions.length} transactions at once`;
  return paysAnotherAddress(input, given);
}

const base = (program: Address) => `Program ${shortAddress(program)}: Preflight does not know this program; it gets your wallet as a signer that can spend from it`;

function programHit(program: Address, why: string | undefined): RuleHit {
  return why === undefined
    ? hit(FEATURE_ID, 'Info', `${base(program)}.`, { address: program, reason: 'other', stakes: true })
    : hit(FEATURE_ID, 'Warning', `${base(program)}, and ${why}.`, { address: program, reason: 'other', stakes: true });
}

/**
 * Unknown programs that get the user's wallet as a writable signer, each with the other people's wallets
 * passed to it (RPC only); `given`, every account such a call is passed.
 */
function unknownSignerPrograms(input: SolanaRuleInput, given: Set<Address>): Map<Address, Set<Address>> {
  const found = new Map<Address, Set<Address>>();
  for (const tx of input.transactions) {
    for (const ix of tx.instructions) {
      if (ix.action.kind !== 'program-call' || knownProgram(ix.programAddress) !== undefined) continue;
      if (!ix.accounts.some((a) => a.address === input.user && a.signer && a.writable)) continue;
      const others = found.get(ix.programAddress) ?? new Set<Address>();
      for (const a of ix.accounts) {
        given.add(a.address);
        if (a.address !== input.user && !a.signer && input.balances?.wallets.has(a.address) === true) others.add(a.address);
      }
      found.set(ix.programAddress, others);
    }
  }
  return found;
}

function personNamedHit(program: Address, person: Address, suspicion: string | undefined): RuleHit {
  const sentence = `${base(program)}, and it is passed ${shortAddress(person)}, a wallet that is not yours (the chain shows it holds only SOL): what the program gives or allows may go to that person${suspicion === undefined ? '' : `; ${suspicion}`}.`;
  return hit(FEATURE_ID, suspicion === undefined ? 'Warning' : 'Malicious', sentence, { address: person, reason: 'other', stakes: true, toOther: true });
}

export function checkUnknownProgram(input: SolanaRuleInput): RuleHit[] {
  const given = new Set<Address>();
  const programs = unknownSignerPrograms(input, given);
  if (programs.size === 0) return [];
  const suspicion = siteSuspicion(input.site);
  const why = suspicion ?? alsoGivesAway(input, given);
  return [...programs].map(([program, others]) => {
    const [person] = others;
    return person === undefined ? programHit(program, why) : personNamedHit(program, person, suspicion);
  });
}
