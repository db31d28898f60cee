// @vitest-environment happy-dom
/**
 * The Reject that review.html draws and its first script makes usable
 * (entrypoints/review/static-reject.ts): the real HTML, the words the shell
 * uses, a click rejects the request in the window's address, never Approve.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shellStrings } from '../../../lib/i18n/shell-strings';
import { shellHintQuery } from '../../../lib/messaging/review-url';

const sendReject = vi.fn();
vi.mock('../../../lib/messaging/review-reject', () => ({ sendReject: (id: string) => sendReject(id) }));
const { enableStaticReject, REJECT_READY_MARK, STATIC_REJECT_ID } = await import('../../../entrypoints/review/static-reject');

const HTML = readFileSync(path.resolve(__dirname, '../../../entrypoints/review/index.html'), 'utf8');
const hint = { id: '0e7c1d9a-2b3c-4d5e-8f90-a1b2c3d4e5f6', method: 'personal_sign', site: 'https://app.example', title: 'Sign a message', bypass: false };

beforeEach(() => {
  sendReject.mockReset();
  document.documentElement.innerHTML = new DOMParser().parseFromString(HTML, 'text/html').documentElement.innerHTML;
});

const reject = (): HTMLButtonElement => {
  const button = document.getElementById(STATIC_REJECT_ID);
  if (!(button instanceof HTMLButtonElement)) throw new Error('no static Reject in review.html');
  return button;
};

describe('the review\'s static Reject', () => {
  it('is drawn by the HTML, disabled, with the shell\'s words; Approve beside it stays disabled', () => {
    expect(reject().disabled).toBe(true);
    expect(reject().textContent).toBe(shellStrings.reject);
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([shellStrings.reject, shellStrings.approve]);
    expect(buttons[1]?.disabled).toBe(true);
    expect(document.querySelector('.pf-verdict__title')?.textContent).toBe(shellStrings.verdictScanning);
  });

  it('is made usable for the request in the window\'s address, and a click rejects that request once', async () => {
    const mark = vi.spyOn(performance, 'mark');
    sendReject.mockResolvedValue(true);
    enableStaticReject(document, shellHintQuery(hint));
    expect(reject().disabled).toBe(false);
    expect(mark).toHaveBeenCalledWith(REJECT_READY_MARK);
    reject().click();
    expect(sendReject).toHaveBeenCalledWith(hint.id);
    expect(reject().disabled).toBe(true);
    reject().click();
    expect(sendReject).toHaveBeenCalledTimes(1);
    // Approve is never enabled here.
    expect(document.querySelectorAll('button:not([disabled])')).toHaveLength(0);
  });

  it('gives the button back when no background answers', async () => {
    sendReject.mockRejectedValue(new Error('worker stopped'));
    enableStaticReject(document, shellHintQuery(hint));
    reject().click();
    await vi.waitFor(() => expect(reject().disabled).toBe(false));
  });

  it('stays disabled for a bypass (nothing to reject: the shell draws "Close this warning")', () => {
    enableStaticReject(document, shellHintQuery({ ...hint, bypass: true }));
    expect(reject().disabled).toBe(true);
  });

  it('clears the placeholder on a page without a request in its address (a history page)', () => {
    enableStaticReject(document, '?history=0e7c1d9a-2b3c-4d5e-8f90-a1b2c3d4e5f6');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    expect(sendReject).not.toHaveBeenCalled();
  });
});
