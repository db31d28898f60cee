/**
 * A key grant that bounds itself (roles/typed.ts `bounds`): it names the few contracts the key may
 * call, none of them a currency (a key that may call a token contract may transfer it), says the key
 * may move no native value, makes it no admin, and ends within a week of its start (or of now, when
 * it names no start). Such a key can play a game or a trading session; it cannot empty the account.
 */
import { shortAddress } from '../../format/address';
import type { TypedRoles } from '../roles/typed';
import type { RuleFacts } from './types';

const MAX_TARGETS = 3;
/** One week: a session, not a standing power. */
const MAX_SECONDS = 7n * 24n * 3600n;

/** The grant's bounds in words ("may call only 0x12…34, move no native value, for 1 day"), or undefined when it is not narrow. */
export function narrowGrant(roles: TypedRoles, facts: RuleFacts, nowSeconds = BigInt(Math.floor(Date.now() / 1000))): string | undefined {
  const { targets, valueLimits, admin } = roles.bounds;
  if (admin || targets.length === 0 || targets.length > MAX_TARGETS || targets.some((t) => facts.isCurrency(t) || BigInt(t) === 0n)) return undefined;
  if (valueLimits.length === 0 || valueLimits.some((v) => v !== 0n) || roles.deadline === undefined) return undefined;
  const from = roles.start ?? nowSeconds;
  const seconds = roles.deadline - from;
  if (seconds > MAX_SECONDS) return undefined;
  const days = seconds <= 0n ? 'an expiry already passed' : seconds < 86_400n ? 'less than a day' : `${((seconds + 86_399n) / 86_400n).toString()} day(s)`;
  return `may call only ${targets.map((t) => shortAddress(t)).join(', ')}, move no native value and is no admin, for ${days}`;
}
