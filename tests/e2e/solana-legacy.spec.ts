/**
 * navigator.wallets in real Chromium: the test wallet registers through the
 * real @wallet-standard/wallet DEPRECATED_registerWallet, which also pushes a
 * callback to navigator.wallets. A hostile page script that calls a pushed
 * callback with its own register, or takes over the consumer side (its own
 * navigator.wallets, its own push) before the wallet registers, only ever
 * gets Preflight's stand-in: its signTransaction is held for review, Reject
 * gives the wallet's refusal and the wallet is never asked. A dapp using
 * @wallet-standard/app still finds the wallet and signs after Approve.
 */
import { decide } from './support/fixtures';
import { callSolDapp, expect, expectSignedBy, solSigningCalls, test, type SolOutcome } from './support/solana';

const REJECTED = { ok: false, code: 4001, message: 'User rejected the request.' };

/** In the page: registers, with the page's own register, every wallet the callbacks in `callbacks` (and navigator.wallets) hand over; keeps them in window.__stolen. */
const steal = (): number => {
  type Callback = (api: { register: (...w: unknown[]) => unknown }) => unknown;
  const got = new Set<unknown>();
  const caught = (Reflect.get(window, '__caught') ?? []) as Callback[];
  for (const callback of [...caught, ...Array.from(Reflect.get(navigator, 'wallets') as ArrayLike<Callback>)]) callback({ register: (...ws) => ws.forEach((w) => got.add(w)) });
  Reflect.set(window, '__stolen', [...got]);
  return got.size;
};

/** Signs through each stolen wallet: each must be held, rejected, and the wallet never asked. */
async function expectEachHeld(page: import('@playwright/test').Page, review: () => Promise<import('@playwright/test').Page>, count: number): Promise<void> {
  await callSolDapp(page, 'connect');
  for (let i = 0; i < count; i++) {
    const pending: Promise<SolOutcome> = page.evaluate((n) => Reflect.get(window, 'solDapp').signTransaction('1000000', 1, Reflect.get(window, '__stolen')[n]), i);
    const win = await review();
    await expect(win.getByTestId('review-view')).toHaveAttribute('data-chain', 'solana');
    await decide(win, 'reject');
    expect(await pending).toMatchObject(REJECTED);
  }
  expect(await solSigningCalls(page)).toEqual([]);
}

test('a page calling a pushed navigator.wallets callback with its own register gets a held stand-in, never the wallet', async ({ openSolDapp, review }) => {
  const page = await openSolDapp({ wallet: 'legacy' });
  const count = await page.evaluate(steal);
  expect(count).toBe(1);
  await expectEachHeld(page, review, count);
});

test('a page that takes over navigator.wallets and push before the wallet registers still gets only a held stand-in', async ({ openSolDapp, review }) => {
  const page = await openSolDapp({ wallet: 'legacy-late' });
  await page.evaluate(() => {
    const caught: unknown[] = [];
    Reflect.set(window, '__caught', caught);
    const arrayPush = Array.prototype.push;
    // Only the wallet's callback: other code pushes to arrays too.
    const keep = (items: unknown[]) => Reflect.apply(arrayPush, caught, items.filter((f) => typeof f === 'function' && /register/.test(String(f))));
    const take = { push: (...items: unknown[]) => keep(items) };
    for (const attempt of [() => Object.defineProperty(navigator, 'wallets', { value: take }), () => Reflect.set(navigator, 'wallets', take), () => Object.defineProperty(Reflect.get(navigator, 'wallets'), 'push', { value: take.push })]) {
      try {
        attempt();
      } catch {
        // refused
      }
    }
    Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
      keep(items);
      return Reflect.apply(arrayPush, this, items);
    };
  });
  await page.waitForFunction(() => Reflect.get(window, 'solDapp').wallets().length > 0);
  const count = await page.evaluate(steal);
  expect(count).toBe(1);
  await expectEachHeld(page, review, count);
});

test('a dapp using @wallet-standard/app finds the DEPRECATED_registerWallet wallet once, and Approve gives the wallet\'s signature', async ({ openSolDapp, review, walletAddress }) => {
  const page = await openSolDapp({ wallet: 'legacy' });
  expect(await page.evaluate(() => Reflect.get(window, 'solDapp').wallets().map((w: { name: string }) => w.name))).toEqual(['Preflight Test Wallet']);
  await callSolDapp(page, 'connect');
  const pending = callSolDapp(page, 'signTransaction');
  const win = await review();
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await decide(win, 'approve');
  const outcome = await pending;
  if (!outcome.ok) throw new Error(`the dapp got an error: ${outcome.message}`);
  expect(await solSigningCalls(page)).toEqual(['signTransaction']);
  await expectSignedBy(String((outcome.value as unknown[])[0]), outcome.sent?.[0] ?? '', walletAddress);
});
