/** Requests made by the test dapp, for specs that start several and decide them in the review. */
import type { Page } from '@playwright/test';
import type { Address } from 'viem';

export type DappResult = Awaited<ReturnType<Window['dapp']['request']>>;

/** Starts a request without awaiting it (it waits for the review); a closed browser at the end is fine. */
export function startRequest(page: Page, method: string, params: unknown[]): Promise<DappResult> {
  const pending = page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
  pending.catch(() => undefined);
  return pending;
}

/** The test wallet's account. */
export const walletAddress = (page: Page): Promise<Address> => page.evaluate(() => window.__testWallet.address);
