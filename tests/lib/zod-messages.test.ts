/** The issue messages an invalid request or answer shows: short English naming what was expected. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import '../../lib/zod-setup';

const firstMessage = (schema: z.ZodMiniType, input: unknown): string | undefined => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('zod issue messages', () => {
  it('name the expected type and the one received', () => {
    expect(firstMessage(z.object({ params: z.array(z.unknown()) }), { params: 'x' })).toBe('expected array, received string');
    expect(firstMessage(z.string(), null)).toBe('expected string, received null');
  });

  it('name the bound, the allowed values, the pattern and unexpected keys', () => {
    expect(firstMessage(z.string().check(z.minLength(3)), 'ab')).toBe('too small: expected string of >=3 characters');
    expect(firstMessage(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toBe('too big: expected array of <=1 items');
    expect(firstMessage(z.enum(['warn', 'block']), 'allow')).toBe('expected "warn" | "block"');
    expect(firstMessage(z.string().check(z.regex(/^0x[0-9a-f]+$/)), 'zz')).toBe('invalid string: must match /^0x[0-9a-f]+$/');
    expect(firstMessage(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe('unrecognized keys: b, c');
  });
});
