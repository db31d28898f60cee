/**
 * #12 item 4 in real Chromium with the built extension: a page that posts a
 * signing call straight into a wallet's own content-script channel (here
 * MetaMask's: target "metamask-contentscript", substream "metamask-provider")
 * goes around every provider Preflight wraps. Preflight cannot stop the
 * wallet from receiving it, so it warns: a review that says so with the
 * decoded request (nothing to approve), the tab's toolbar badge, and a
 * history entry.
 *
 * And the page finds no handle to the unwrapped provider: the originals live
 * only in the wrapper's closure and the forward is a keyed command it never sees.
 */
import type { Page, Worker } from '@playwright/test';
import { decide, expect, signingCalls, test } from './support/fixtures';

const postToMetaMask = (page: Page, method: string, params: unknown[]): Promise<void> =>
  page.evaluate(([m, p]) => {
    window.postMessage({ target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { jsonrpc: '2.0', id: 7, method: m, params: p } } }, location.origin);
  }, [method, params] as const);

/** chrome.* from the service worker, by path (the worker's globals are not typed here). */
async function inWorker<T>(worker: Worker, fn: string, arg: unknown): Promise<T> {
  return worker.evaluate(async ([name, a]) => {
    const chromeApi: unknown = Reflect.get(globalThis, 'chrome');
    if (name === 'badge' || name === 'title') {
      const action: unknown = Reflect.get(Object(chromeApi), 'action');
      const tabs: unknown = Reflect.get(Object(chromeApi), 'tabs');
      const all: unknown = await Reflect.apply(Reflect.get(Object(tabs), 'query') as (q: object) => Promise<unknown>, tabs, [{}]);
      const tab: unknown = Array.isArray(all) ? all.find((t: unknown) => Reflect.get(Object(t), 'url') === a) : undefined;
      const getter = name === 'badge' ? 'getBadgeText' : 'getTitle';
      return Reflect.apply(Reflect.get(Object(action), getter) as (d: object) => Promise<string>, action, [{ tabId: Reflect.get(Object(tab), 'id') }]);
    }
    const local: unknown = Reflect.get(Object(Reflect.get(Object(chromeApi), 'storage')), 'local');
    const got: unknown = await Reflect.apply(Reflect.get(Object(local), 'get') as (k: string) => Promise<unknown>, local, ['history']);
    return Reflect.get(Object(got), 'history');
  }, [fn, arg] as const) as Promise<T>;
}

test('a signing call posted on MetaMask\'s own channel opens a warning review, badges the tab and is recorded', async ({ ext, openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  await postToMetaMask(page, 'personal_sign', ['0x68656c6c6f', from]);

  const win = await review();
  await expect(win.getByTestId('review-bypass')).toHaveText('This page asked your wallet directly, Preflight could not check it.');
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await expect(win.getByText('hello', { exact: true })).toBeVisible();

  const worker = await ext.serviceWorker();
  await expect.poll(() => inWorker<string>(worker, 'badge', page.url())).toBe('!');
  await expect
    .poll(async () => (await inWorker<{ method: string; reason?: string; origin: string }[]>(worker, 'history', null)).map((e) => [e.method, e.reason, e.origin]))
    .toContainEqual(['personal_sign', 'bypass', new URL(page.url()).origin]);
  // Nothing to approve: the wallet has it already. One button closes the warning.
  await expect(win.getByTestId('approve')).toHaveCount(0);
  await expect(win.getByTestId('reject')).toHaveText('Close this warning');
  await expect(win.getByTestId('review-bypass')).toBeVisible();
});

test('ordinary messages and non-signing calls on a wallet channel raise nothing', async ({ ext, openDapp }) => {
  const page = await openDapp();
  await postToMetaMask(page, 'eth_chainId', []);
  await page.evaluate(() => window.postMessage({ hello: 'world', method: 'not_signing' }, location.origin));
  // A signing request through the wrapped provider afterwards is the first thing the review shows.
  const from = await page.evaluate(() => window.__testWallet.address);
  void page.evaluate((f) => window.dapp.request('personal_sign', ['0x6869', f]), from).catch(() => undefined);
  const win = await (await import('./support/browser')).reviewWindow(ext.context, ext.extensionId);
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await expect(win.getByTestId('review-bypass')).toHaveCount(0);
});

for (const wallet of ['early', 'frozen'] as const) test(`a page looking for the unwrapped provider finds nothing${wallet === 'frozen' ? ' (a frozen wallet behind its stand-in)' : ''}: the old hook, every key on the provider and its prototypes, forged forward commands`, async ({ openDapp, review }) => {
  const page = await openDapp({ wallet });
  const from = await page.evaluate(() => window.__testWallet.address);
  const found = await page.evaluate(async (account) => {
    const eth = window.ethereum;
    const reachable: unknown[] = [];
    for (let o: unknown = eth; typeof o === 'object' && o !== null; o = Reflect.getPrototypeOf(o)) {
      for (const k of Reflect.ownKeys(o)) reachable.push(Reflect.get(o, k));
    }
    const hook: unknown = Reflect.get(Object(eth), Symbol.for('preflight.hook.v1'));
    // Try every function reachable from the provider with a signing call, as an attacker would.
    const signing = { method: 'personal_sign', params: ['0x7374656', account] };
    for (const v of reachable) {
      if (typeof v !== 'function' || v === Reflect.get(Object(eth), 'request')) continue;
      try {
        void Promise.resolve(Reflect.apply(v, eth, [signing])).catch(() => undefined);
      } catch {
        // not callable like that
      }
    }
    // Forged commands on the wrapper's private channel: no key, a made-up key.
    window.dispatchEvent(new Event('preflight:hello'));
    for (const key of ['', '0'.repeat(32)]) {
      const detail = JSON.stringify({ key, nonce: 'n', mode: 'rpc', id: '0'.repeat(32), ref: { kind: 'window' }, method: 'personal_sign', params: signing.params, rejection: null });
      window.dispatchEvent(new CustomEvent('preflight:call', { detail }));
    }
    await new Promise((r) => setTimeout(r, 500));
    return { hook: hook === undefined, signed: window.__testWallet.calls.filter((c) => c.method === 'personal_sign').length };
  }, from);
  expect(found).toEqual({ hook: true, signed: 0 });
  // The reachable request() is the wrapped one: it is held for review, not signed.
  void page.evaluate((f) => window.ethereum && window.dapp.request('personal_sign', ['0x6869', f]), from).catch(() => undefined);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  expect(await page.evaluate(() => window.__testWallet.calls.filter((c) => c.method === 'personal_sign').length)).toBe(0);
});

for (const wallet of ['frozen', 'frozen6963'] as const) {
  test(`a wallet whose provider object is frozen (${wallet === 'frozen' ? 'window.ethereum' : 'EIP-6963'}) is still reviewed: the page holds a stand-in, Reject answers 4001, Approve reaches the wallet once`, async ({ openDapp, review }) => {
    const page = await openDapp({ wallet });
    const from = await page.evaluate(() => window.__testWallet.address);
    // The wallet's own object stays frozen and untouched; the page holds something else.
    expect(await page.evaluate(() => Object.isFrozen(window.__testWallet))).toBe(true);
    expect(await page.evaluate(() => window.dapp.providers())).toMatchObject({ ok: true });
    if (wallet === 'frozen') expect(await page.evaluate(() => window.ethereum === window.__testWallet)).toBe(false);

    const rejected = page.evaluate((f) => window.dapp.request('personal_sign', ['0x68656c6c6f', f]), from);
    let win = await review();
    await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
    await decide(win, 'reject');
    expect(await rejected).toMatchObject({ ok: false, code: 4001 });
    expect(await signingCalls(page)).toEqual([]);

    const approved = page.evaluate(() => window.dapp.viemSignMessage('hello'));
    win = await review();
    await expect(win.getByText('hello', { exact: true })).toBeVisible();
    await decide(win, 'approve');
    expect(await approved).toMatchObject({ ok: true, value: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
    expect(await signingCalls(page)).toEqual(['personal_sign']);
  });
}

test('a frozen wallet behind a property that cannot be redefined: the tab is badged and its tooltip says the wallet could not be guarded', async ({ ext, openDapp }) => {
  const page = await openDapp({ wallet: 'locked' });
  const worker = await ext.serviceWorker();
  await expect.poll(() => inWorker<string>(worker, 'badge', page.url())).toBe('!');
  await expect.poll(() => inWorker<string>(worker, 'title', page.url())).toMatch(/could not be guarded/);
});
