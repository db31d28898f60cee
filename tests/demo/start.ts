/**
 * `npm start`: a local chain, the demo contracts, the built extension and the
 * test dapp with its test wallet, in Chromium. Headed when DISPLAY is set;
 * headless otherwise, where it makes one demo request, prints the verdict the
 * review window shows and saves a screenshot. `npm start -- --once` exits
 * after that demo; `--shot=<file>` saves the screenshot there, at the
 * window's real size (`npm run docs:screenshot` makes README's picture).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANVIL_KEYS, startAnvil } from '../support/anvil';
import { buildTestPages } from '../e2e/pages/build';
import { launchWithExtension, reviewWindow } from '../e2e/support/browser';
import { dappUrl } from '../e2e/support/fixtures';
import { ROOT } from '../e2e/support/paths';
import { serveStatic } from '../e2e/support/static-server';

const once = process.argv.includes('--once');
const shotPath = process.argv.find((a) => a.startsWith('--shot='))?.slice('--shot='.length);
const headless = !process.env.DISPLAY;
const log = (line: string) => console.log(`[preflight] ${line}`);

async function main(): Promise<void> {
  const anvil = await startAnvil();
  log(`local chain (anvil) at ${anvil.url}, chain id ${anvil.chainId}`);
  if (existsSync(path.join(ROOT, 'tests/support/contracts.ts'))) {
    try {
      const { deployDemoContracts } = await import('../support/contracts');
      const deployed = await deployDemoContracts(anvil.url, ANVIL_KEYS[0]);
      log(`demo contracts deployed: ${JSON.stringify(deployed)}`);
    } catch (err) {
      log(`demo contracts not deployed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  log('building the extension…');
  execSync('npx wxt build', { cwd: ROOT, stdio: 'ignore' });
  const server = await serveStatic(await buildTestPages());
  const url = dappUrl(server.url, anvil.url);
  const ext = await launchWithExtension({ headless });
  const page = await ext.context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.dapp === 'object');

  const stop = async (code: number) => {
    await ext.context.close().catch(() => undefined);
    await server.close();
    await anvil.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));

  log(`test dapp with a test wallet: ${url}`);
  if (!headless) {
    log('Chromium is open with Preflight loaded. In the dapp tab, open DevTools and try for example:');
    log("  await dapp.request('personal_sign', ['0x68656c6c6f', __testWallet.address])");
    log("  await dapp.viemSendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: '10000000000000000' })");
    log('The review window opens; Approve sends it to the wallet, Reject answers 4001. Ctrl-C to stop.');
    return;
  }

  log('headless (no DISPLAY): making one demo request (eth_sendTransaction)…');
  const from = await page.evaluate(() => window.__testWallet.address);
  void page.evaluate((a) => window.dapp.request('eth_sendTransaction', [{ from: a, to: '0x000000000000000000000000000000000000dEaD', value: '0x2386f26fc10000' }]), from).catch(() => undefined);
  const review = await reviewWindow(ext.context, ext.extensionId, 20_000);
  const verdict = review.getByTestId('review-verdict');
  await verdict.waitFor();
  await review.waitForFunction(() => document.querySelector('[data-testid="review-verdict"]')?.getAttribute('data-verdict') !== 'scanning', undefined, { timeout: 20_000 }).catch(() => undefined);
  const shot = shotPath ? path.resolve(shotPath) : path.join(os.tmpdir(), `preflight-review-${Date.now()}.png`);
  // The review window's inner size (lib/broker/review-window.ts); Approve past its first-second guard.
  await review.setViewportSize({ width: 400, height: 600 });
  await review.locator('[data-testid="approve"][data-armed="yes"]').waitFor({ timeout: 5_000 }).catch(() => undefined);
  await review.screenshot({ path: shot });
  log(`review window shows: ${(await verdict.innerText()).replace(/\s+/g, ' ').trim()}`);
  log(`screenshot: ${shot}`);
  if (once) return stop(0);
  log('serving until Ctrl-C (the demo request is still waiting in the review window).');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
