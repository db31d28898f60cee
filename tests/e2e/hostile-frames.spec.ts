/**
 * #12 item 3 in real Chromium with the built extension: sandboxed frames
 * (opaque origin "null") are wrapped like any other frame: a srcdoc frame and
 * an http frame with `sandbox="allow-scripts"` both get their signing request
 * reviewed, the review names the top-level site and says "inside a sandboxed
 * frame of …", and Approve / Reject reach the frame's own wallet.
 */
import type { Frame, Page } from '@playwright/test';
import { decide, expect, test } from './support/fixtures';
import { serveHostilePages, type HostileServer } from './support/hostile-pages';

let hostile: HostileServer;
test.beforeAll(async () => {
  hostile = await serveHostilePages();
});
test.afterAll(async () => {
  await hostile.close();
});

type Signed = { ok: true; value: string } | { ok: false; code: number; message: string };

async function frame(page: Page, id: string): Promise<Frame> {
  const handle = await page.locator(`iframe#${id}`).elementHandle();
  const found = await handle?.contentFrame();
  if (!found) throw new Error(`no frame #${id}`);
  await found.waitForFunction(() => typeof Reflect.get(window, 'sign') === 'function');
  return found;
}

const sign = (f: Frame): Promise<Signed> => f.evaluate(() => (Reflect.get(window, 'sign') as () => Promise<Signed>)());
const signingCalls = (f: Frame): Promise<string[]> =>
  f.evaluate(() => (Reflect.get(window, '__calls') as { method: string }[]).map((c) => c.method).filter((m) => m === 'personal_sign'));

for (const id of ['srcdoc', 'http']) {
  test(`a sandboxed ${id} frame: reviewed with the top-level site named, Approve reaches the frame's wallet`, async ({ ext, review }) => {
    const page = await ext.context.newPage();
    await page.goto(`${hostile.url}/sandboxed.html`);
    const f = await frame(page, id);
    expect(await f.evaluate(() => String(self.origin))).toBe('null');

    const pending = sign(f);
    const win = await review();
    await expect(win.getByTestId('review-origin')).toHaveAttribute('data-origin', hostile.url);
    await expect(win.getByTestId('review-frame')).toHaveText(`inside a sandboxed frame of ${id === 'http' ? hostile.url : 'this site'}`);
    expect(await signingCalls(f)).toEqual([]);
    await decide(win, 'approve');
    expect(await pending).toEqual({ ok: true, value: '0x' + '11'.repeat(65) });
    expect(await signingCalls(f)).toEqual(['personal_sign']);
  });
}

test('a sandboxed frame: Reject answers the frame 4001 and its wallet never signs', async ({ ext, review }) => {
  const page = await ext.context.newPage();
  await page.goto(`${hostile.url}/sandboxed.html`);
  const f = await frame(page, 'srcdoc');
  const pending = sign(f);
  await decide(await review(), 'reject');
  expect(await pending).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' });
  expect(await signingCalls(f)).toEqual([]);
});
