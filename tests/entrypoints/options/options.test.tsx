// @vitest-environment happy-dom
// The extension's host permissions exempt its requests from CORS; happy-dom's fetch does the same with this setting.
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/options/App';
import { pageHandlers } from '../../../lib/pages/handlers';
import { getSettings, updateSettings } from '../../../lib/settings';
import type { TestHttpServer } from '../../support/http-server';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';

afterEach(cleanup);

/** Two days from now, on a whole minute (what a datetime-local field holds). */
const EXPIRY = Math.floor((Date.now() + 2 * 24 * 3_600_000) / 60_000) * 60_000;
/** The value a datetime-local field shows for a time, in the local zone. */
function localDateTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

function renderOptions() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App api={pageHandlers} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('options page', () => {
  let server: TestHttpServer;
  useFreshBrowserAndServer((s) => { server = s; });

  it('saves a valid API key and base URL', async () => {
    const user = renderOptions();
    await user.type(await screen.findByLabelText('API key'), 'my-key-42');
    await user.type(screen.getByLabelText('Base URL'), 'http://127.0.0.1:8787');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('save-status')).textContent).toBe('Saved. Changes apply at once.');
    const saved = await getSettings();
    expect(saved.apiKey).toBe('my-key-42');
    expect(saved.apiBaseUrl).toBe('http://127.0.0.1:8787');
    // The rest is untouched.
    expect(saved.engine).toBe('remote-with-local-fallback');
  });

  it('shows an error for an invalid base URL and saves nothing', async () => {
    const user = renderOptions();
    await user.type(await screen.findByLabelText('API key'), 'my-key-42');
    await user.type(screen.getByLabelText('Base URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-apiBaseUrl')).textContent).toMatch(/enter a full URL/);
    expect(screen.getByTestId('save-status').textContent).toMatch(/Not saved/);
    expect((await getSettings()).apiKey).toBe('');
  });

  it('shows the saved key masked until asked', async () => {
    await updateSettings({ apiKey: 'stored-key' });
    const user = renderOptions();
    const input = await screen.findByLabelText('API key');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('tests the connection with the unsaved values and shows a rejected key', async () => {
    server.respond('/v0/evm/address-bulk/scan-extended', { status: 401, body: { detail: 'Invalid or missing API key (X-API-Key header)' } });
    const user = renderOptions();
    await user.type(await screen.findByLabelText('API key'), 'typo-key');
    await user.type(screen.getByLabelText('Base URL'), server.url);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByTestId('connection-result');
    expect(result.getAttribute('data-state')).toBe('key_rejected');
    expect(result.textContent).toMatch(/rejected the API key/);
    expect(server.requests[0]?.headers['x-api-key']).toBe('typo-key');
  });

  it('saves RPC rows, the timeout, the policy, a trusted site and the intercepted methods', async () => {
    const user = renderOptions();
    const [addRpc] = await screen.findAllByRole('button', { name: 'Add' });
    if (!addRpc) throw new Error('no Add button');
    await user.click(addRpc);
    const row = screen.getByTestId('rpc-row');
    await user.type(within(row).getByLabelText('Chain id'), '31337');
    await user.type(within(row).getByLabelText('RPC URL'), 'http://127.0.0.1:8545');
    const timeout = screen.getByLabelText('Scan timeout (seconds)');
    await user.clear(timeout);
    await user.type(timeout, '3');
    await user.click(screen.getByLabelText(/Block approving/));
    await user.type(screen.getByLabelText('Site (origin)'), 'https://app.example.org/swap');
    await user.type(screen.getByLabelText(/Methods covered/), 'eth_sendTransaction');
    await user.type(screen.getByLabelText(/Trust until/), localDateTime(EXPIRY));
    await user.click(screen.getByLabelText('Approve Benign results without showing the window'));
    const addSite = screen.getAllByRole('button', { name: 'Add' }).at(-1);
    if (!addSite) throw new Error('no Add button');
    await user.click(addSite);
    await user.click(screen.getByLabelText('eth_sign'));
    await user.click(within(screen.getByTestId('method-off-confirm')).getByRole('button', { name: 'Stop checking it' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Changes apply at once.');

    const saved = await getSettings();
    expect(saved.rpcUrls).toEqual({ '31337': 'http://127.0.0.1:8545' });
    expect(saved.scanTimeoutMs).toBe(3000);
    expect(saved.unavailablePolicy).toBe('block');
    expect(saved.trustedSites).toEqual([{ origin: 'https://app.example.org', methods: ['eth_sendTransaction'], expiresAt: EXPIRY, autoApproveBenign: true }]);
    expect(saved.interceptedMethods).not.toContain('eth_sign');
  });

  it('shows an error for an RPC row with a bad chain id', async () => {
    const user = renderOptions();
    const [addRpc] = await screen.findAllByRole('button', { name: 'Add' });
    if (!addRpc) throw new Error('no Add button');
    await user.click(addRpc);
    const row = await screen.findByTestId('rpc-row');
    await user.type(within(row).getByLabelText('Chain id'), 'main');
    await user.type(within(row).getByLabelText('RPC URL'), 'http://127.0.0.1:8545');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-rpcUrls')).textContent).toMatch(/must be a number/);
    expect((await getSettings()).rpcUrls).toEqual({});
  });
});

describe('options: Solana RPC URLs', () => {
  useFreshBrowserAndServer(() => undefined);

  it('one labelled field per cluster: a devnet URL is saved and shown again; an empty field saves nothing for its cluster', async () => {
    const user = renderOptions();
    await user.type(await screen.findByLabelText('Solana RPC URL (devnet)'), 'https://api.devnet.solana.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('save-status')).textContent).toBe('Saved. Changes apply at once.');
    expect((await getSettings()).solanaRpcUrls).toEqual({ devnet: 'https://api.devnet.solana.com' });
    cleanup();
    renderOptions();
    expect(await screen.findByLabelText('Solana RPC URL (devnet)')).toHaveProperty('value', 'https://api.devnet.solana.com');
    expect(screen.getByLabelText('Solana RPC URL (mainnet)')).toHaveProperty('value', '');
  });

  it('refuses a URL that is not http(s), saying which cluster, and saves nothing', async () => {
    const user = renderOptions();
    await user.type(await screen.findByLabelText('Solana RPC URL (local)'), 'ftp://127.0.0.1:8899');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-solanaRpcUrls')).textContent).toMatch(/localnet RPC URL must be a full http\(s\) URL/);
    expect((await getSettings()).solanaRpcUrls).toBeUndefined();
  });
});

describe('options that say what they do', () => {
  beforeEach(() => fakeBrowser.reset());

  it('names the scanner really in use: on this device without a key, nothing at all for "service only" without one, the service\'s host with one', async () => {
    const user = renderOptions();
    const note = await screen.findByTestId('engine-in-use');
    expect(note.textContent).toBe('In use now: Preflight\'s own engine, on this device (no API key and base URL, so no scanning service). Nothing about your requests leaves it.');
    await user.selectOptions(screen.getByLabelText('Scanner'), 'remote');
    expect(screen.getByTestId('engine-in-use').dataset.engine).toBe('none');
    expect(screen.getByTestId('engine-in-use').textContent).toContain('Every request will show "Scan unavailable"');
    await user.type(screen.getByLabelText('API key'), 'k');
    await user.type(screen.getByLabelText('Base URL'), 'https://scan.example.com');
    expect(screen.getByTestId('engine-in-use').textContent).toBe('In use now: the scanning service at scan.example.com. Each request is sent there to be checked.');
    await user.selectOptions(screen.getByLabelText('Scanner'), 'local');
    expect(screen.getByTestId('engine-in-use').textContent).toBe('In use now: Preflight\'s own engine, on this device. Nothing about your requests leaves it.');
  });

  it('asks before a signing method stops being checked; "Keep checking" leaves it on', async () => {
    const user = renderOptions();
    const box = await screen.findByLabelText('eth_sign');
    await user.click(box);
    const dialog = screen.getByTestId('method-off-confirm');
    expect(dialog.textContent).toContain('Stop checking eth_sign?');
    expect(dialog.textContent).toContain('go straight to your wallet');
    expect(box).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Keep checking' }));
    expect(screen.queryByTestId('method-off-confirm')).toBeNull();
    expect(box).toHaveProperty('checked', true);
    await user.click(box);
    await user.click(within(screen.getByTestId('method-off-confirm')).getByRole('button', { name: 'Stop checking it' }));
    expect(box).toHaveProperty('checked', false);
    expect(screen.getByTestId('methods-unchecked').textContent).toBe('Not checked: eth_sign. Requests with these methods go straight to your wallet.');
  });

  it('automatic approval needs the methods named and an end date at most 30 days ahead', async () => {
    const user = renderOptions();
    await user.type(await screen.findByLabelText('Site (origin)'), 'https://app.example.org');
    await user.click(screen.getByLabelText('Approve Benign results without showing the window'));
    const add = () => {
      const button = screen.getAllByRole('button', { name: 'Add' }).at(-1);
      if (!button) throw new Error('no Add button');
      return user.click(button);
    };
    await add();
    expect(screen.getByTestId('trusted-error').textContent).toMatch(/needs the methods it covers/);
    await user.type(screen.getByLabelText(/Methods covered/), 'personal_sign');
    await add();
    expect(screen.getByTestId('trusted-error').textContent).toMatch(/needs an end date/);
    await user.type(screen.getByLabelText(/Trust until/), localDateTime(Date.now() + 60 * 24 * 3_600_000));
    await add();
    expect(screen.getByTestId('trusted-error').textContent).toMatch(/at most 30 days/);
    expect(screen.queryByTestId('trusted-list')).toBeNull();
    await user.clear(screen.getByLabelText(/Trust until/));
    await user.type(screen.getByLabelText(/Trust until/), localDateTime(EXPIRY));
    await add();
    expect(screen.queryByTestId('trusted-error')).toBeNull();
    expect(screen.getByTestId('trusted-site').textContent).toContain('Approve Benign results without showing the window');
  });

  it('a stored entry that approves without methods or an end date is shown as not approving automatically', async () => {
    await updateSettings({ trustedSites: [{ origin: 'https://old.example', autoApproveBenign: true }] });
    renderOptions();
    expect((await screen.findByTestId('trusted-site')).textContent).toContain('automatic approval off (it needs the methods and an end date)');
  });

  it('the scan timeout is typed in seconds and stored in milliseconds', async () => {
    const user = renderOptions();
    const timeout = await screen.findByLabelText('Scan timeout (seconds)');
    expect(timeout).toHaveProperty('value', '8');
    await user.clear(timeout);
    await user.type(timeout, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Changes apply at once.');
    expect((await getSettings()).scanTimeoutMs).toBe(2500);
    await user.clear(timeout);
    await user.type(timeout, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-scanTimeoutMs')).textContent).toBe('enter a number of seconds between 0.05 and 120');
  });
});
