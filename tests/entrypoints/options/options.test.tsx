// @vitest-environment happy-dom
// The extension's host permissions exempt its requests from CORS; happy-dom's fetch does the same with this setting.
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../entrypoints/options/App';
import { pageHandlers } from '../../../lib/pages/handlers';
import { getSettings, updateSettings } from '../../../lib/settings';
import type { TestHttpServer } from '../../support/http-server';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';

afterEach(cleanup);

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
    const timeout = screen.getByLabelText('Scan timeout (milliseconds)');
    await user.clear(timeout);
    await user.type(timeout, '3000');
    await user.click(screen.getByLabelText(/Block approving/));
    await user.type(screen.getByLabelText('Site (origin)'), 'https://app.example.org/swap');
    await user.type(screen.getByLabelText(/Methods covered/), 'eth_sendTransaction');
    await user.click(screen.getByLabelText('Approve Benign results without showing the window'));
    const addSite = screen.getAllByRole('button', { name: 'Add' }).at(-1);
    if (!addSite) throw new Error('no Add button');
    await user.click(addSite);
    await user.click(screen.getByLabelText('eth_sign'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Changes apply at once.');

    const saved = await getSettings();
    expect(saved.rpcUrls).toEqual({ '31337': 'http://127.0.0.1:8545' });
    expect(saved.scanTimeoutMs).toBe(3000);
    expect(saved.unavailablePolicy).toBe('block');
    expect(saved.trustedSites).toEqual([{ origin: 'https://app.example.org', methods: ['eth_sendTransaction'], autoApproveBenign: true }]);
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
