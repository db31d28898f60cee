/**
 * Solana e2e fixtures: a loopback JSON-RPC server answered by litesvm per
 * worker (tests/support/solana-rpc.ts) with the test wallet funded, and the
 * Solana test dapp (tests/e2e/pages/solana.html) opened with the extension's
 * Solana RPC URL pointing at that server. Helpers verify what the wallet
 * returned with @solana/kit.
 */
import type { Page } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder, lamports, type Address } from '@solana/kit';
import { messageSignedBy, signedBy } from './solana-verify';
import { startSolanaRpc, type SolanaRpcServer } from '../../support/solana-rpc';
import { TEST_WALLET_SEED } from '../pages/solana-seed';
import { setExtensionSettings } from './browser';
import { expect, test as base } from './fixtures';

export interface SolDappOptions {
  /** standard (default) | late | legacy | legacy-late | phantom | both | none (see tests/e2e/pages/solana-wallet.ts). */
  wallet?: 'standard' | 'late' | 'legacy' | 'legacy-late' | 'phantom' | 'both' | 'none';
  /** The injected provider exposes this RPC endpoint (?sol-endpoint). */
  endpoint?: string;
}

interface SolanaFixtures {
  openSolDapp(opts?: SolDappOptions): Promise<Page>;
}

interface SolanaWorker {
  solRpc: SolanaRpcServer;
  walletAddress: Address;
}

export const test = base.extend<SolanaFixtures, SolanaWorker>({
  walletAddress: [async ({}, use) => use((await createKeyPairSignerFromPrivateKeyBytes(TEST_WALLET_SEED)).address), { scope: 'worker' }],
  solRpc: [
    async ({ walletAddress }, use) => {
      const rpc = await startSolanaRpc();
      rpc.svm.airdrop(walletAddress, lamports(100_000_000_000n));
      await use(rpc);
      await rpc.close();
    },
    { scope: 'worker' },
  ],
  openSolDapp: async ({ ext, pages, solRpc }, use) => {
    await setExtensionSettings(ext, { solanaRpcUrls: { localnet: solRpc.url } });
    await use(async (opts = {}) => {
      const page = await ext.context.newPage();
      await page.goto(`${pages.url}/solana.html?${new URLSearchParams({ 'sol-wallet': opts.wallet ?? 'standard', 'sol-rpc': solRpc.url, ...(opts.endpoint ? { 'sol-endpoint': opts.endpoint } : {}) }).toString()}`);
      await page.waitForFunction(() => Boolean(Reflect.get(window, 'solDapp')) && Boolean(Reflect.get(Object(Reflect.get(window, '__solWallet')), 'address')));
      return page;
    });
  },
});
export { expect };

export type SolOutcome = { ok: true; value: unknown; sent?: string[] } | { ok: false; code: unknown; message: string; name: string };

/** Runs `window.solDapp[fn](...args)` in the page without waiting for it (the review comes first). */
export function callSolDapp(page: Page, fn: string, ...args: unknown[]): Promise<SolOutcome> {
  return page.evaluate(([name, rest]) => Reflect.apply(Reflect.get(Reflect.get(window, 'solDapp'), String(name)), undefined, rest), [fn, args] as const);
}

/** The signing calls the test wallet received (connect excluded). */
export const solSigningCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => (Reflect.get(window, '__solWallet') as { calls: { method: string }[] }).calls.map((c) => c.method).filter((m) => m !== 'connect'));

/** The signed transaction is the one the dapp sent and carries `signer`'s valid signature (./solana-verify.ts). */
export async function expectSignedBy(signedB64: string, sentB64: string, signer: Address): Promise<void> {
  expect(await signedBy(signedB64, sentB64, signer)).toBe(true);
}

/** `signatureB64` is `signer`'s valid signature over `messageB64`. */
export async function expectMessageSignedBy(signatureB64: string, messageB64: string, signer: Address): Promise<void> {
  expect(await messageSignedBy(signatureB64, messageB64, signer)).toBe(true);
}

/** The base58 signature names a transaction litesvm executed. */
export function expectLanded(rpc: SolanaRpcServer, signature: string): void {
  expect(getBase58Encoder().encode(signature).length).toBe(64);
  expect(rpc.calls.some((c) => c.method === 'sendTransaction')).toBe(true);
}
