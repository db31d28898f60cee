/**
 * The names both ends of the page's private channels share (lib/provider/constants.ts):
 * any typo would still agree with itself, so what matters is pinned here.
 */
import { expect, test } from 'vitest';
import { ANSWER_EVENT, CALL_EVENT, FORWARD_KEY_GLOBAL, HELLO_EVENT, KEY_EVENT, OWN_WINDOW } from '../../../lib/provider/constants';

test("the private event names are four distinct names in Preflight's namespace, so no page event is taken for one", () => {
  const names = [KEY_EVENT, HELLO_EVENT, CALL_EVENT, ANSWER_EVENT];
  expect(new Set(names).size).toBe(4);
  for (const name of names) expect(name).toMatch(/^preflight:[a-z]+$/);
});

test("the key's global is a named property of Preflight's own, and the frame's own window is posted to with '*' (a browser refuses an empty targetOrigin)", () => {
  expect(FORWARD_KEY_GLOBAL).toMatch(/^__preflight[A-Za-z]+$/);
  expect(OWN_WINDOW).toBe('*');
});
