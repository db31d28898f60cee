/**
 * The request a review window opens with, in its address
 * (lib/messaging/review-url.ts): what the shell draws before storage is read.
 */
import { describe, expect, it } from 'vitest';
import { readShellHint, shellHintOf, shellHintQuery } from '../../../lib/messaging/review-url';
import { pending } from '../../components/fixtures';

const scanning = { state: 'scanning', startedAt: 1 } as const;

describe('the review window address', () => {
  it('carries the request that opened it: id, method, site and the request in words', () => {
    const request = pending({ scan: scanning });
    const hint = readShellHint(shellHintQuery(shellHintOf(request)));
    expect(hint).toEqual({ id: request.id, method: 'eth_sendTransaction', site: 'https://app.uniswap.org', title: 'Send a transaction', bypass: false });
  });

  it('names a sandboxed frame by its own site, the one scanned, never its parent\'s (#25)', () => {
    const request = pending({ scan: scanning, origin: 'https://widget.example', sandbox: { top: 'https://app.uniswap.org' } });
    expect(readShellHint(shellHintQuery(shellHintOf(request)))?.site).toBe('https://widget.example');
  });

  it('keeps text with &, =, #, + and non-Latin letters as it was', () => {
    const hint = { id: 'a&b=c', method: 'personal_sign', site: 'https://xn--80ak6aa92e.com', title: 'Sign "a+b" #1 — подпись', bypass: true };
    expect(readShellHint(shellHintQuery(hint))).toEqual(hint);
  });

  it('a request stored without a title (an older build) is named by its method', () => {
    const { title: _title, ...untitled } = pending({ scan: scanning });
    expect(shellHintOf(untitled).title).toBe('eth_sendTransaction');
  });

  it('a call around the guard is marked, so the shell offers to dismiss it', () => {
    expect(shellHintOf(pending({ scan: scanning, bypass: { channel: 'window.ethereum' } })).bypass).toBe(true);
  });

  it('no hint from an address without one, or with a part missing or empty (the stored queue is read instead)', () => {
    expect(readShellHint('')).toBeUndefined();
    expect(readShellHint('?history=abc')).toBeUndefined();
    expect(readShellHint('?r=1&m=personal_sign&s=https%3A%2F%2Fa.example')).toBeUndefined();
    expect(readShellHint('?r=&m=personal_sign&s=https%3A%2F%2Fa.example&t=Sign')).toBeUndefined();
  });
});
