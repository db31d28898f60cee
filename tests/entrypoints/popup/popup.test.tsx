// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { recordRequestDecision } from '../../../lib/history';
import { pageHandlers } from '../../../lib/pages/handlers';
import { updateSettings } from '../../../lib/settings';
import { benignSwap, done, maliciousApprovals, pending } from '../../components/fixtures';

afterEach(cleanup);

// fakeBrowser does not implement the permissions API; this stands in for the browser's host access switch.
let hostAccess = true;
let requested: Array<string[] | undefined> = [];
function fakePermissions(): void {
  hostAccess = true;
  requested = [];
  fakeBrowser.permissions.contains = async () => hostAccess;
  fakeBrowser.permissions.request = async (p: { origins?: string[] }) => {
    requested.push(p.origins);
    hostAccess = true;
    return true;
  };
}

/** The popup on the real handlers and storage (fakeBrowser), as the background would answer it. */
function renderPopup() {
  const opened: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App api={pageHandlers} onOpenHistory={(id) => opened.push(id)} timeZone="UTC" />
    </QueryClientProvider>,
  );
  return { opened, user: userEvent.setup() };
}

describe('popup', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakePermissions();
  });

  it('shows Protected, then "Paused until" after pausing for an hour, then Protected after resuming', async () => {
    const { user } = renderPopup();
    expect(await screen.findByText('Protected')).toBeTruthy();
    expect(screen.getByTestId('status-scanner').textContent).toBe('No API key: using the local engine');

    await user.click(screen.getByRole('button', { name: 'Pause protection…' }));
    await user.click(screen.getByRole('button', { name: 'For 1 hour' }));
    expect((await screen.findByTestId('status-title')).textContent).toMatch(/^Paused until /);
    expect((await pageHandlers.getStatus()).protected).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Resume protection' }));
    expect(await screen.findByText('Protected')).toBeTruthy();
    expect((await pageHandlers.getStatus()).protected).toBe(true);
  });

  it('asks how long before pausing: 15 minutes, 1 hour or until tomorrow 08:00, never open-ended; Cancel pauses nothing', async () => {
    const { user } = renderPopup();
    await user.click(await screen.findByRole('button', { name: 'Pause protection…' }));
    const choices = within(screen.getByTestId('pause-choices')).getAllByRole('button').map((b) => b.textContent);
    expect(choices).toEqual(['For 15 minutes', 'For 1 hour', 'Until tomorrow, 08:00', 'Cancel']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await pageHandlers.getStatus()).protected).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pause protection…' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'For 15 minutes' }));
    expect((await screen.findByTestId('status-title')).textContent).toMatch(/^Paused until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
    const until = (await pageHandlers.getStatus()).pausedUntil ?? 0;
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('lists what a trusted-site rule approved without asking, with a link to its review', async () => {
    const byRule = pending({ id: '11111111-2222-4333-8444-555555555555', scan: done(benignSwap) });
    const byUser = pending({ id: '66666666-7777-4888-8999-000000000000', origin: 'https://other.example', scan: done(benignSwap) });
    await recordRequestDecision({ request: byRule, decision: 'approved', reason: 'policy', decidedAt: Date.now() - 60_000 });
    await recordRequestDecision({ request: byUser, decision: 'approved', reason: 'user', decidedAt: Date.now() - 30_000 });
    const { opened, user } = renderPopup();
    const notice = await screen.findByTestId('policy-notice');
    expect(within(notice).getByRole('heading').textContent).toBe('Approved without asking by your trusted-site rule');
    expect(within(notice).getAllByTestId('policy-approval').map((li) => li.textContent)).toEqual([expect.stringMatching(/^app\.uniswap\.org: \u22121\.5 ETH, \+100 USDC \(/)]);
    await user.click(within(notice).getByRole('button', { name: 'See what was approved' }));
    expect(opened).toEqual([byRule.id]);
  });

  it('lists the recorded decisions and opens one', async () => {
    const first = pending({ id: '11111111-2222-4333-8444-555555555555', scan: done(benignSwap) });
    const second = pending({ id: '66666666-7777-4888-8999-000000000000', origin: 'https://drainer.example', scan: done(maliciousApprovals) });
    await recordRequestDecision({ request: first, decision: 'approved', decidedAt: Date.UTC(2025, 0, 2, 10, 30) });
    await recordRequestDecision({ request: second, decision: 'rejected', reason: 'window_closed', decidedAt: Date.UTC(2025, 0, 3, 9, 0) });

    const { opened, user } = renderPopup();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    const [top, bottom] = rows;
    if (!top || !bottom) throw new Error('expected two rows');
    // The whole registrable domain (bold), the verdict, and a one-line summary of what was signed.
    expect(within(top).getByTestId('history-site').textContent).toBe('drainer.example');
    // The review's own words for the verdict, and its date format.
    expect(within(top).getByText('Dangerous request')).toBeTruthy();
    expect(within(top).getByTestId('history-date').textContent).toBe('3 Jan 2025, 09:00 UTC');
    expect(within(top).getByTestId('history-summary').textContent).toBe('Rejected (window closed): Unlimited USDC for Fake_Phishing123');
    expect(within(bottom).getByTestId('history-site').textContent).toBe('app.uniswap.org');
    expect(within(bottom).getByText('uniswap.org').tagName).toBe('STRONG');
    expect(within(bottom).getByText('No risks found')).toBeTruthy();
    expect(within(bottom).getByTestId('history-summary').textContent).toBe('Approved: \u22121.5 ETH, +100 USDC');

    await user.click(within(top).getByRole('button', { name: /drainer\.example/ }));
    expect(opened).toEqual([second.id]);
  });

  it('reports a wrong verdict from the history; a local-engine verdict is kept on this device, and it says so', async () => {
    const request = pending({ id: '66666666-7777-4888-8999-000000000000', origin: 'https://drainer.example', scan: done(maliciousApprovals, { source: 'local' }) });
    await recordRequestDecision({ request, decision: 'rejected', decidedAt: Date.UTC(2025, 0, 3, 9, 0) });
    const { user } = renderPopup();
    const [row] = await screen.findAllByTestId('history-row');
    if (!row) throw new Error('expected a row');
    await user.click(within(row).getByTestId('history-report'));
    await user.type(within(row).getByTestId('report-details'), 'my own approval');
    await user.click(within(row).getByTestId('report-send'));
    expect((await within(row).findByTestId('report-sent')).textContent).toBe(
      'No scanning service to send this to: the report is saved on this device. You can export it from the options page.');
    const stored = await pageHandlers.getStoredReports();
    expect(stored).toEqual([expect.objectContaining({ input: expect.objectContaining({ source: 'local', event: 'FALSE_POSITIVE', details: 'my own approval', request: expect.objectContaining({ id: request.id, verdict: 'Malicious' }) }) })]);
  });

  it('says so when there is no history', async () => {
    renderPopup();
    expect(await screen.findByText('No decisions yet.')).toBeTruthy();
  });

  it('shows the Solana and asset lookups only with an API key', async () => {
    renderPopup();
    await screen.findByText('Protected');
    expect(screen.queryByText('Look up a Solana transaction')).toBeNull();
    cleanup();

    await updateSettings({ apiKey: 'k', apiBaseUrl: 'http://127.0.0.1:9' });
    renderPopup();
    expect(await screen.findByText('Look up a Solana transaction')).toBeTruthy();
    expect(screen.getByText('Asset lookup')).toBeTruthy();
  });

  it('shows an address check error plainly', async () => {
    const { user } = renderPopup();
    await user.type(await screen.findByLabelText('Address'), '0x1234');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Please check what you entered: address/);
  });

  it('asks for an API key for a Sui address', async () => {
    const { user } = renderPopup();
    await user.click(await screen.findByLabelText(/Sui/));
    await user.type(screen.getByLabelText('Address'), '0x2');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This needs an API key for the scanning service. Add one in the options.');
  });

  it('warns when access to all sites was withdrawn, without saying Protected, and asks for it again', async () => {
    hostAccess = false;
    const { user } = renderPopup();
    const warning = await screen.findByTestId('host-access-warning');
    expect(warning.textContent).toContain('Preflight cannot see the pages you visit, so it cannot check their requests.');
    expect(screen.getByTestId('status-title').textContent).not.toBe('Protected');
    expect(screen.queryByText('Protected')).toBeNull();
    expect(screen.queryByText('Every signing request is checked before your wallet sees it.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Allow access to all sites' }));
    expect(requested).toEqual([['<all_urls>']]);
    expect(await screen.findByText('Protected')).toBeTruthy();
    expect(screen.queryByTestId('host-access-warning')).toBeNull();
    expect(screen.queryByTestId('grant-host-access')).toBeNull();
  });

  it('keeps the warning when the user declines', async () => {
    hostAccess = false;
    let checks = 0;
    fakeBrowser.permissions.contains = async () => { checks += 1; return hostAccess; };
    fakeBrowser.permissions.request = async () => false;
    const { user } = renderPopup();
    await user.click(await screen.findByTestId('grant-host-access'));
    await waitFor(() => expect(checks).toBeGreaterThan(1)); // the status was read again after the answer
    await waitFor(() => expect(screen.getByTestId('grant-host-access').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('host-access-warning')).toBeTruthy();
    expect(screen.queryByText('Protected')).toBeNull();
  });

  it('shows no host access warning when access is granted', async () => {
    renderPopup();
    expect(await screen.findByText('Protected')).toBeTruthy();
    expect(screen.queryByTestId('host-access-warning')).toBeNull();
    expect(screen.queryByTestId('grant-host-access')).toBeNull();
  });
});
