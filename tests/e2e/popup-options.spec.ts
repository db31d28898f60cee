/**
 * Issue 6: the toolbar popup (status, pause / resume, and what pausing really
 * does to a dapp's request) and the options page (API key and base URL, Test
 * connection against a real loopback scanner, save, trusted sites), in the
 * real built extension. Screenshots go to tests/e2e/__screenshots__/.
 */
import type { Page } from '@playwright/test';
import { startHttpServer, type TestHttpServer } from '../support/http-server';
import { decide, expect, noReviewWindow, signingCalls, test } from './support/fixtures';
import { POPUP_VIEWPORT, screenshot } from './support/screenshots';
import { toolbar } from './support/toolbar';

const HELLO = '0x68656c6c6f';
/** Test connection's call: an extended address scan (lib/pages/connection.ts). */
const CONNECTION_PATH = '/v0/evm/address-bulk/scan-extended';
const OPTIONS_VIEWPORT = { width: 800, height: 900 };

type Result = Awaited<ReturnType<Window['dapp']['request']>>;
async function sign(page: Page): Promise<Result> {
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate(([m, a]) => window.dapp.request('personal_sign', [m, a]), [HELLO, from] as const);
  pending.catch(() => undefined);
  return pending;
}

test('popup: Protected with the local engine; pause for an hour lets requests through untouched; resume', async ({ ext, openDapp, review }) => {
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  await expect(popup.getByTestId('status-title')).toHaveText('Protected');
  await expect(popup.getByTestId('status-scanner')).toHaveText('No API key: using the local engine');
  // A fresh profile: nothing decided yet.
  await expect(popup.getByText('No decisions yet.')).toBeVisible();
  await screenshot(popup, 'popup-protected', { viewport: POPUP_VIEWPORT });

  await popup.getByRole('button', { name: 'Pause protection…' }).click();
  await popup.getByRole('button', { name: 'For 1 hour' }).click();
  await expect(popup.getByTestId('status-title')).toHaveText(/^Paused until \S/);
  // While paused the toolbar icon says so on every tab, with the end in its title.
  const badge = () => toolbar(ext);
  await expect.poll(badge).toEqual({ text: 'OFF', title: expect.stringMatching(/^Preflight is paused until \d/) });
  await expect(popup.getByRole('button', { name: 'Resume protection' })).toBeVisible();
  await screenshot(popup, 'popup-paused', { viewport: POPUP_VIEWPORT, mask: [popup.getByTestId('status-title')] });

  // Paused: the request goes straight to the wallet, no window.
  const page = await openDapp();
  expect((await sign(page)).ok).toBe(true);
  expect(await signingCalls(page)).toEqual(['personal_sign']);
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);

  // The pause survives a reopen of the popup (it is a setting, not page state).
  await popup.reload();
  await expect(popup.getByTestId('status-title')).toHaveText(/^Paused until /);
  await popup.getByRole('button', { name: 'Resume protection' }).click();
  await expect(popup.getByTestId('status-title')).toHaveText('Protected');
  await expect.poll(badge).toEqual({ text: '', title: 'Preflight' });

  // Protected again: the next request is held for review.
  const held = sign(page);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  expect(await signingCalls(page)).toEqual(['personal_sign']);
  await decide(win, 'reject');
  expect(await held).toMatchObject({ ok: false, code: 4001 });
});

test.describe('options', () => {
  let scanner: TestHttpServer;
  test.beforeEach(async () => {
    scanner = await startHttpServer();
  });
  test.afterEach(async () => {
    await scanner.close();
  });

  const openOptions = async (page: Page, extensionId: string) => {
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.getByTestId('options-root')).toBeVisible();
  };

  test('key and base URL: Test connection tells a rejected key from a working one; Save applies it', async ({ ext }) => {
    const options = await ext.context.newPage();
    await openOptions(options, ext.extensionId);
    await options.getByLabel('API key').fill('test-key-123');
    await options.getByLabel('Base URL').fill(scanner.url);
    // The key is masked until asked for.
    await expect(options.getByLabel('API key')).toHaveAttribute('type', 'password');

    scanner.respond(CONNECTION_PATH, { status: 401, body: { detail: 'Invalid API key' } });
    await options.getByRole('button', { name: 'Test connection' }).click();
    const result = options.getByTestId('connection-result');
    await expect(result).toHaveAttribute('data-state', 'key_rejected');
    await expect(result).toHaveText(/rejected the API key/);
    expect(scanner.requestsTo(CONNECTION_PATH).at(-1)?.headers['x-api-key']).toBe('test-key-123');
    await screenshot(options, 'options-connection-rejected', { viewport: OPTIONS_VIEWPORT });

    scanner.respond(CONNECTION_PATH, { status: 200, body: { results: [{ address: '0x0000000000000000000000000000000000000001', validation: { result_type: 'Benign', features: [] } }] } });
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(result).toHaveAttribute('data-state', 'ok');
    await expect(result).toHaveText(`Connected: ${new URL(scanner.url).host} answered and accepted the key.`);

    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByTestId('save-status')).toHaveText('Saved. Changes apply at once.');
    await screenshot(options, 'options-saved', { viewport: OPTIONS_VIEWPORT });

    // Saved for real: a fresh options page shows it, and the popup now names the scanning service.
    await openOptions(options, ext.extensionId);
    await expect(options.getByLabel('Base URL')).toHaveValue(scanner.url);
    await expect(options.getByLabel('API key')).toHaveValue('test-key-123');
    const popup = await ext.context.newPage();
    await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
    await expect(popup.getByTestId('status-scanner')).toHaveText('Using the scanning service');
  });

  test('options say what they do: the engine in use, a question before a method goes unchecked, seconds, guarded automatic approval', async ({ ext, openDapp }) => {
    const options = await ext.context.newPage();
    await openOptions(options, ext.extensionId);
    // No key: the scanner really in use is the one on this device, whatever the choice reads.
    await expect(options.getByTestId('engine-in-use')).toHaveAttribute('data-engine', 'local');
    await expect(options.getByTestId('engine-in-use')).toContainText('on this device');
    await expect(options.getByLabel('Scan timeout (seconds)')).toHaveValue('8');

    // Automatic approval is refused without the methods and an end date.
    const trusted = options.getByRole('group', { name: 'Trusted sites' });
    await trusted.getByLabel('Site (origin)').fill('https://app.example.org');
    await trusted.getByLabel('Approve Benign results without showing the window').check();
    await trusted.getByRole('button', { name: 'Add' }).click();
    await expect(options.getByTestId('trusted-error')).toContainText('needs the methods it covers');
    await expect(options.getByTestId('trusted-list')).toHaveCount(0);

    // Unticking personal_sign asks first; only "Stop checking it" unticks it.
    const box = options.getByLabel('personal_sign', { exact: true });
    await box.click();
    const confirm = options.getByTestId('method-off-confirm');
    await expect(confirm).toContainText('Stop checking personal_sign?');
    await confirm.getByRole('button', { name: 'Keep checking' }).click();
    await expect(box).toBeChecked();
    await box.click();
    await options.getByTestId('method-off-confirm').getByRole('button', { name: 'Stop checking it' }).click();
    await expect(box).not.toBeChecked();
    await expect(options.getByTestId('methods-unchecked')).toHaveText('Not checked: personal_sign. Requests with these methods go straight to your wallet.');
    await options.getByLabel('Scan timeout (seconds)').fill('3');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByTestId('save-status')).toHaveText('Saved. Changes apply at once.');
    await screenshot(options, 'options-method-off', { viewport: OPTIONS_VIEWPORT, scrollTo: options.getByTestId('methods-unchecked') });

    // What it said happens: personal_sign now goes straight to the wallet, with no window.
    const page = await openDapp();
    expect((await sign(page)).ok).toBe(true);
    expect(await signingCalls(page)).toEqual(['personal_sign']);
    expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
    await openOptions(options, ext.extensionId);
    await expect(options.getByLabel('Scan timeout (seconds)')).toHaveValue('3');
  });

  test('automatic approval: a trusted site\'s Benign personal_sign goes through without a window; a method it does not name is still reviewed', async ({ ext, openDapp, review }) => {
    const page = await openDapp();
    const options = await ext.context.newPage();
    await openOptions(options, ext.extensionId);
    const trusted = options.getByRole('group', { name: 'Trusted sites' });
    await trusted.getByLabel('Site (origin)').fill(new URL(page.url()).origin);
    await trusted.getByLabel('Methods covered').fill('personal_sign');
    // Two days ahead, as the page's own datetime-local field writes it (local time).
    const inTwoDays = await options.evaluate(() => {
      const d = new Date(Date.now() + 2 * 86_400_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await trusted.getByLabel(/Trust until/).fill(inTwoDays);
    await trusted.getByLabel('Approve Benign results without showing the window').check();
    await trusted.getByRole('button', { name: 'Add' }).click();
    await expect(options.getByTestId('trusted-site')).toContainText('Approve Benign results without showing the window');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByTestId('save-status')).toHaveText('Saved. Changes apply at once.');

    // The named method, Benign: straight to the wallet after the scan, no window.
    expect((await sign(page)).ok).toBe(true);
    expect(await signingCalls(page)).toEqual(['personal_sign']);
    expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
    // ...but not unseen: a green check on the tab, and the popup names it with a link to its review.
    await expect.poll(() => toolbar(ext, page.url())).toEqual({ text: '✓', title: expect.stringContaining('your trusted-site rule for') });
    const popup = await ext.context.newPage();
    await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
    const notice = popup.getByTestId('policy-notice');
    await expect(notice.getByTestId('policy-approval')).toHaveCount(1);
    await expect(notice).toContainText(new URL(page.url()).host);
    const [historyWindow] = await Promise.all([ext.context.waitForEvent('page'), notice.getByRole('button', { name: 'See what was approved' }).click()]);
    await expect(historyWindow.getByTestId('history-decision')).toContainText(/approved/i);
    await historyWindow.close();
    await popup.close();

    // Another method from the same site: reviewed as usual.
    const from = await page.evaluate(() => window.__testWallet.address);
    const tx = page.evaluate((f) => window.dapp.request('eth_sendTransaction', [{ from: f, to: f, value: '0x1' }]), from);
    tx.catch(() => undefined);
    const win = await review();
    await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sendTransaction');
    await decide(win, 'reject');
    expect(await tx).toMatchObject({ ok: false, code: 4001 });
  });

  test('an invalid base URL is refused with the field marked', async ({ ext }) => {
    const options = await ext.context.newPage();
    await openOptions(options, ext.extensionId);
    await options.getByLabel('Base URL').fill('not a url');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByTestId('save-status')).toHaveText(/Not saved/);
    await expect(options.getByTestId('error-apiBaseUrl')).toBeVisible();
  });

  test('trusted sites: add one, save, and it is still there after a reload', async ({ ext }) => {
    const options = await ext.context.newPage();
    await openOptions(options, ext.extensionId);
    await expect(options.getByText('No trusted sites.')).toBeVisible();
    const form = options.getByRole('group', { name: 'Trusted sites' });
    await form.getByLabel('Site (origin)').fill('https://app.example.org/some/path');
    await form.getByLabel('Methods covered').fill('personal_sign, eth_signTypedData_v4');
    await form.getByRole('button', { name: 'Add' }).click();
    const list = options.getByTestId('trusted-list');
    // Normalised to the origin, with its methods.
    await expect(list).toContainText('https://app.example.org');
    await expect(list).not.toContainText('/some/path');
    await expect(list).toContainText('personal_sign, eth_signTypedData_v4');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByTestId('save-status')).toHaveText('Saved. Changes apply at once.');
    await screenshot(options, 'options-trusted', { viewport: OPTIONS_VIEWPORT });

    await options.reload();
    await expect(options.getByTestId('trusted-list')).toContainText('https://app.example.org');

    // An address that is not a site is refused.
    await form.getByLabel('Site (origin)').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(options.getByRole('alert')).toContainText('enter a site address');
  });
});
