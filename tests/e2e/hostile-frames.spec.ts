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
  test(`a sandboxed ${id} frame: reviewed under its own site, marked inside the top-level site, Approve reaches the frame's wallet`, async ({ ext, review }) => {
    const page = await ext.context.newPage();
    await page.goto(`${hostile.url}/sandboxed.html`);
    const f = await frame(page, id);
    expect(await f.evaluate(() => String(self.origin))).toBe('null');

    const pending = sign(f);
    const win = await review();
    // #25: the frame's own site (the http frame's document came from its URL; the srcdoc one has none of its own), never the parent's.
    await expect(win.getByTestId('review-origin')).toHaveAttribute('data-origin', id === 'http' ? hostile.url : 'null');
    await expect(win.getByTestId('review-frame')).toHaveText('sandboxed frame inside 127.0.0.1');
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

/**
 * #25 item 3: every kind of frame whose site is easy to get wrong, on one page
 * served from 127.0.0.1. The review names the frame's own site as the browser
 * records it, the same value the scan and history get (lib/broker/sender.ts);
 * a sandboxed frame says which top site it sits in.
 */
/** A frame whose src the page sets by script: found by its URL once it navigated (the first about:blank document is replaced). */
async function frameByUrl(page: Page, prefix: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(prefix))).toBe(true);
  const found = page.frames().find((f) => f.url().startsWith(prefix));
  if (!found) throw new Error(`no frame at ${prefix}`);
  await found.waitForFunction(() => typeof Reflect.get(window, 'sign') === 'function');
  return found;
}

const KINDS: { id: string; what: string; origin: (top: string) => string; domain: (top: string) => string; inside: boolean }[] = [
  { id: 'cross', what: 'a sandboxed frame from another site', origin: (top) => top.replace('127.0.0.1', 'localhost'), domain: () => 'localhost', inside: true },
  { id: 'srcdoc-sandboxed', what: 'a sandboxed srcdoc frame', origin: () => 'null', domain: () => 'a frame with no site of its own', inside: true },
  { id: 'data', what: 'a data: frame (opaque origin)', origin: () => 'null', domain: () => 'a frame with no site of its own', inside: true },
  { id: 'srcdoc', what: 'a plain srcdoc frame (inherits its creator\'s origin)', origin: (top) => top, domain: () => '127.0.0.1', inside: false },
  { id: 'blob', what: 'a blob: frame (the blob URL\'s origin)', origin: (top) => top, domain: () => '127.0.0.1', inside: false },
];

for (const kind of KINDS) {
  test(`${kind.what}: the review names the frame's own site, never the parent's for a document from elsewhere`, async ({ ext, review }) => {
    const page = await ext.context.newPage();
    await page.goto(`${hostile.url}/frame-kinds.html`);
    const f = kind.id === 'cross' ? await frameByUrl(page, 'http://localhost') : kind.id === 'blob' ? await frameByUrl(page, 'blob:') : await frame(page, kind.id);
    const pending = sign(f);
    const win = await review();
    await expect(win.getByTestId('review-origin')).toHaveAttribute('data-origin', kind.origin(hostile.url));
    await expect(win.getByTestId('review-domain')).toHaveText(kind.domain(hostile.url));
    if (kind.inside) await expect(win.getByTestId('review-frame')).toHaveText('sandboxed frame inside 127.0.0.1');
    else await expect(win.getByTestId('review-frame')).toHaveCount(0);
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
    expect(await signingCalls(f)).toEqual([]);
  });
}
