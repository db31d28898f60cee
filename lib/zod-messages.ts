/**
 * Zod's issue messages in plain English, short: zod/mini ships no locale, and zod's own English one
 * (`zod/locales`, every format and unit named) cost the background 2.6 kB for the few messages an
 * invalid scan request or answer ever shows ("invalid request: data.params: expected array, received string").
 */
import type { z } from 'zod/mini';

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

const bound = (exact: boolean | undefined, inclusive: boolean | undefined, larger: boolean): string => (exact ? 'exactly ' : `${larger ? '<' : '>'}${inclusive ? '=' : ''}`);
const unitOf = (origin: string): string => (origin === 'string' ? ' characters' : origin === 'array' || origin === 'set' ? ' items' : '');

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(typeof v === 'bigint' ? v.toString() : v)).join(' | ')}`;
    case 'too_big':
      return `too big: expected ${issue.origin} of ${bound(issue.exact, issue.inclusive, true)}${issue.maximum.toString()}${unitOf(issue.origin)}`;
    case 'too_small':
      return `too small: expected ${issue.origin} of ${bound(issue.exact, issue.inclusive, false)}${issue.minimum.toString()}${unitOf(issue.origin)}`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern !== undefined ? `invalid string: must match ${issue.pattern}` : `invalid ${issue.format}`;
    case 'unrecognized_keys':
      return `unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return 'invalid input';
  }
};
