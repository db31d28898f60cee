/** Every Solana rule, run over one request; the site rule last, as it weighs what the others found. */
import { checkSite } from '../../engine/rules/domain';
import { checkLureSite } from '../../engine/rules/lure-site';
import { checkAssign } from './assign';
import { checkBatchDrain } from './batch-drain';
import { checkCloseAccount } from './close-account';
import { checkDelegate } from './delegate';
import { checkDurableNonce } from './durable-nonce';
import { checkLookupTables } from './lookup-tables';
import { checkProgramAuthority } from './program-authority';
import { checkProgramsUnavailable } from './programs-unavailable';
import { checkSetAuthority } from './set-authority';
import { checkSignIn } from './sign-in';
import { checkSignMessage } from './sign-message';
import { checkSimulated } from './simulated';
import { checkPaymentAsked } from './payment-asked';
import { checkStakeAuthority } from './stake-authority';
import { checkUnknownProgram } from './unknown-program';
import { checkWholeBalance } from './whole-balance';
import { paysAnotherAddress } from './gives-away';
import type { RuleHit, SolanaRuleInput } from './types';

const RULES: readonly ((input: SolanaRuleInput) => RuleHit[])[] = [
  checkAssign, checkSetAuthority, checkProgramAuthority, checkStakeAuthority, checkDelegate, checkWholeBalance, checkPaymentAsked, checkCloseAccount, checkBatchDrain,
  checkDurableNonce, checkUnknownProgram, checkLookupTables, checkSignMessage, checkSignIn, checkProgramsUnavailable,
];

/** A request "moves or approves assets" when it transfers, approves or hands over anything of the user's. */
function hasStakes(input: SolanaRuleInput, hits: readonly RuleHit[]): boolean {
  if (hits.some((h) => h.stakes === true)) return true;
  return input.transactions.some((tx) => tx.instructions.some(({ action: a, accounts }) =>
    (a.kind === 'sol-transfer' && a.from === input.user)
    || (a.kind === 'token-transfer' && a.authority === input.user)
    || (a.kind === 'program-call' && accounts.some((x) => x.address === input.user && x.signer && x.writable))));
}

export function runSolanaRules(input: SolanaRuleInput): RuleHit[] {
  const decoded = RULES.flatMap((rule) => rule(input));
  const hits = [...decoded, ...checkSimulated(input, decoded)];
  // As on EVM, a site deceptive in itself (a free host, another site's address in its name) is Malicious when the request gives value to another address.
  const toOther = hits.some((h) => h.toOther === true) || paysAnotherAddress(input) !== undefined;
  // And as on EVM, a site named for a lure (claim, verify, rewards…) is Malicious when the request gives to another address or moves what the user holds.
  return [...hits, ...checkSite(input.site, hasStakes(input, hits), toOther), ...checkLureSite(input.site, hits)];
}
