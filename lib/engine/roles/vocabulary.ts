/**
 * The one table of roles: what a field or ABI parameter name says about the address (or number)
 * it holds, whatever the protocol. Every rule that asks "who receives, who gains power, how much,
 * until when" reads it from here (decode/protocols.ts for calldata, roles/typed.ts for EIP-712).
 *
 *  - receiver:   value or a position ends up there (recipient, to, destination, beneficiary, refund …);
 *  - spender:    gains an allowance over the user's assets (spender, operator, manager …): a
 *                personal account there is how drainers collect grants;
 *  - controller: gains control of an account or contract (agent, signer, newOwner, admin,
 *                implementation, recovery …): a key, so a personal account there is ordinary;
 *  - delegatee:  voting power, or credit when an amount comes with it (decided by the reader);
 *  - source:     whose assets the message spends (maker, owner, from, holder, seller): not a party that gains;
 *  - amount / proceeds / deadline: how much is given, how much comes back (an order's price), until when;
 *  - scope:      what a granted key or agent may do ("read,trading"): the power of the controller role;
 *  - start:      when a grant begins (its duration is deadline − start);
 *  - targets / valueLimit / adminFlag: the contracts a granted key may call, the native value it may
 *                move, and whether it is made an admin (session-key and permission requests).
 */
export type Role = 'receiver' | 'spender' | 'controller' | 'delegatee' | 'source' | 'amount' | 'proceeds' | 'deadline' | 'start' | 'scope' | 'targets' | 'valueLimit' | 'adminFlag';

const EXACT: Record<string, Role> = {
  to: 'receiver', recipient: 'receiver', receiver: 'receiver', destination: 'receiver', dest: 'receiver', dst: 'receiver',
  beneficiary: 'receiver', onbehalfof: 'receiver', refund: 'receiver', refundto: 'receiver', taker: 'receiver',
  withdrawer: 'receiver', payee: 'receiver', depositor: 'receiver', user: 'receiver',
  spender: 'spender', operator: 'spender', approved: 'spender', allowance: 'spender', manager: 'spender', authorized: 'spender', delegate: 'spender',
  agent: 'controller', signer: 'controller', newsigner: 'controller', newowner: 'controller', admin: 'controller', newadmin: 'controller',
  guardian: 'controller', newguardian: 'controller', recovery: 'controller', newrecovery: 'controller', custody: 'controller',
  controller: 'controller', implementation: 'controller', newimplementation: 'controller', module: 'controller', executor: 'controller',
  sessionkey: 'controller', key: 'controller', newkey: 'controller', pubkey: 'controller', publickey: 'controller', signerkey: 'controller', signingkey: 'controller', authority: 'controller', newauthority: 'controller', operatoraddress: 'controller',
  delegatee: 'delegatee',
  maker: 'source', owner: 'source', from: 'source', holder: 'source', src: 'source', trader: 'source', account: 'source', sender: 'source', seller: 'source', offerer: 'source',
  amount: 'amount', value: 'amount', wad: 'amount', amountin: 'amount', sellamount: 'amount', makingamount: 'amount', makeramount: 'amount', inputamount: 'amount',
  takeramount: 'proceeds', buyamount: 'proceeds', takingamount: 'proceeds', amountoutmin: 'proceeds', amountoutminimum: 'proceeds',
  minamountout: 'proceeds', minreturn: 'proceeds', minreturnamount: 'proceeds', outputamount: 'proceeds', minoutputamount: 'proceeds',
  scope: 'scope', scopes: 'scope', permissions: 'scope', rights: 'scope', capabilities: 'scope',
  approvedtargets: 'targets', allowedtargets: 'targets', targets: 'targets', allowedcontracts: 'targets', approvedcontracts: 'targets',
  nativetokenlimitpertransaction: 'valueLimit', nativetokenlimit: 'valueLimit', valuelimit: 'valueLimit', nativevaluelimit: 'valueLimit', maxvalue: 'valueLimit',
  isadmin: 'adminFlag',
  deadline: 'deadline', expiry: 'deadline', expiration: 'deadline', validto: 'deadline', validuntil: 'deadline', endtime: 'deadline', filldeadline: 'deadline',
  // EIP-3009's transferWithAuthorization / receiveWithAuthorization (USDC, x402 payments): valid before this second.
  validbefore: 'deadline', notafter: 'deadline',
};

/** Longer names by their ending: excessFeeRefundAddress, callValueRefundAddress, feeRecipient is left out (fees go to others by design). */
const SUFFIXES: readonly [RegExp, Role][] = [
  [/refund(address|recipient|receiver|to)$/, 'receiver'],
  [/^(l2|dst|dest|destination|final|token|asset|eth)?(recipient|receiver|beneficiary)$/, 'receiver'],
  [/^(new)?(owner|admin|signer|agent|guardian|recovery|controller|implementation)(address)?$/, 'controller'],
  // permissionEndTimestamp, reqValidityEndTimestamp, expiresAt, sigDeadline, validUntilTime: an end, whatever comes before it.
  [/(end(timestamp|time|date|sat)|expir(y|ation|es|esat|ationtime|ationtimestamp|ytime|ytimestamp)|validuntil\w*|deadline)$/, 'deadline'],
  [/(start(timestamp|time|date|sat)|validafter|validfrom|notbefore)$/, 'start'],
];

/**
 * A name ending in "key" (orderlyKey, tradingKey, sessionKey) names a signing key handed control; these
 * keys are identifiers of a pool or market instead (a hash, never someone's key).
 */
const KEY_NAME = /[a-z]key$/;
const IDENTIFIER_KEYS: ReadonlySet<string> = new Set(['poolkey', 'marketkey', 'pairkey', 'assetkey', 'cachekey', 'routekey', 'sortkey', 'mapkey', 'idempotencykey']);

/** A power that moves the account's funds or control out, or stands for every power: a scope naming one is not limited. */
const POWER_TO_MOVE = /withdraw|transfer|send|admin|owner|manage|full|^all$|^\*$/;

/**
 * Whether a scope field's text ("read,trading") lists powers none of which moves funds or control
 * out of the account: a key so scoped can act there but not withdraw. Empty text says nothing.
 */
export function scopeExcludesWithdrawal(scope: string): boolean {
  const powers = scope.toLowerCase().split(/[\s,;|+]+/).filter((w) => w !== '');
  return powers.length > 0 && !powers.some((w) => POWER_TO_MOVE.test(w));
}

/** "_refundAddress" → "refundaddress"; "agentAddress" → "agent" (the name without its type word). */
export function normaliseName(name: string | undefined): string {
  const bare = (name ?? '').replace(/^_+|_+$/g, '').toLowerCase();
  return bare.length > 'address'.length && bare.endsWith('address') && EXACT[bare] === undefined ? bare.slice(0, -'address'.length) : bare;
}

/** The role a field or parameter name plays, or undefined when the name says nothing. */
export function roleOfName(name: string | undefined): Role | undefined {
  const n = normaliseName(name);
  const exact = EXACT[n];
  if (exact !== undefined) return exact;
  const raw = (name ?? '').replace(/^_+|_+$/g, '').toLowerCase();
  const bySuffix = SUFFIXES.find(([pattern]) => pattern.test(raw) || pattern.test(n))?.[1];
  if (bySuffix !== undefined) return bySuffix;
  return KEY_NAME.test(n) && !IDENTIFIER_KEYS.has(n) ? 'controller' : undefined;
}

/**
 * Calldata of the protocols decode/protocols.ts names: there `owner` (Lido's withdrawal owner, ENS's
 * name owner) and `manager` / `authorized` / `delegatee` (Comet allow, Morpho, Aave credit delegation)
 * name who ends up with the position or the power, so each counts as a recipient.
 */
const CALLDATA_RECIPIENT_ROLES: ReadonlySet<Role> = new Set(['receiver', 'delegatee']);
const CALLDATA_RECIPIENT_NAMES: ReadonlySet<string> = new Set(['owner', 'manager', 'authorized']);
export function isCalldataRecipient(name: string | undefined): boolean {
  const n = normaliseName(name);
  const role = roleOfName(name);
  return CALLDATA_RECIPIENT_NAMES.has(n) || (role !== undefined && CALLDATA_RECIPIENT_ROLES.has(role));
}

/**
 * What a function's name says its address arguments get, for calls read by name only (the selector
 * table, rules/unread-named.ts): the same roles, worded for a whole call.
 *  - control:  power over an account or contract (owner, admin, executor, guardian, signer, session key,
 *              operator, a delegate as a noun, manager, a role, an upgrade);
 *  - takeOut:  the user's position, stake or claim paid out (withdraw, redeem, unstake, claim, release, exit);
 *  - credit:   something minted, issued, locked or deposited for the named account;
 *  - pay:      a payment the user means (pay, send, transfer, give, donate, tip), as a token transfer is;
 *  - mention:  names someone without giving them anything (trust, attest, vouch, propose, vote, enter a
 *              market, delegate votes or claims, create, register, follow, buy), or takes a power away.
 * "execute", "call" and "multicall" say nothing: they run whatever their data says.
 */
export type CallRole = 'control' | 'takeOut' | 'credit' | 'pay' | 'mention';

/**
 * Nouns of a power: after the name's first word (a verb), they say the call hands out control
 * (transferOwnership, addGuardian, authorizeOperator); first, they name who acts (operatorSend).
 */
const CONTROL_NOUNS: ReadonlySet<string> = new Set(
  'owner owners ownership admin admins executor executors guardian guardians signer signers operator operators manager managers controller authority role recovery custodian custody implementation module plugin validator sessionkey delegates delegatee'.split(' '),
);
/** Verbs that hand out a power by themselves: upgrade(proxy, implementation), grant(…). */
const CONTROL_VERBS: ReadonlySet<string> = new Set(['upgrade', 'grant']);
/** A name that starts by taking a power away names someone without giving them anything (revokeRole, removeOwner). */
const WITHDRAWING_POWER: ReadonlySet<string> = new Set('revoke remove renounce cancel disable unset'.split(' '));

/** The verbs of each role, when no power noun decides (space-separated: the background carries this table). */
const VERBS_OF: readonly (readonly [CallRole, string])[] = [
  ['takeOut', 'withdraw redeem unstake claim release exit unlock unwrap'],
  ['credit', 'mint issue lock deposit stake supply wrap'],
  ['pay', 'pay send transfer give donate tip fund'],
  ['mention', 'trust attest vouch endorse propose vote cast enter delegate create register follow buy'],
];
const CALL_VERBS: ReadonlyMap<string, CallRole> = new Map(VERBS_OF.flatMap(([role, verbs]) => verbs.split(' ').map((v): [string, CallRole] => [v, role])));
/** When a name holds several verbs (createLockFor, claimAndStake), the one that gives most decides. */
const WEIGHT: readonly CallRole[] = ['takeOut', 'credit', 'pay', 'mention'];

/** "transferOwnership" → ["transfer", "ownership"]; "add_session_key" → ["add", "sessionkey"] (a session key is one power). */
function nameWords(name: string): string[] {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase().split(/[\s_]+/).filter((w) => w !== '');
  return words.flatMap((w, i) => (w === 'key' && words[i - 1] === 'session' ? [] : w === 'session' && words[i + 1] === 'key' ? ['sessionkey'] : [w]));
}

/** The role a function's name gives the addresses it names, or undefined when the name says nothing. */
export function roleOfFunction(name: string): CallRole | undefined {
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  if (WITHDRAWING_POWER.has(words[0] ?? '')) return 'mention';
  if (CONTROL_VERBS.has(words[0] ?? '') || words.slice(1).some((w) => CONTROL_NOUNS.has(w))) return 'control';
  // "delegate" first is a delegation of votes or claims; a delegate after another verb (addDelegate) is a power.
  if (words.slice(1).includes('delegate')) return 'control';
  const roles = new Set(words.map((w) => CALL_VERBS.get(w)));
  return WEIGHT.find((role) => roles.has(role));
}
