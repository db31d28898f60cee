// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { pageHandlers } from '../../../lib/pages/handlers';
import { phishingRefreshStateItem } from '../../../lib/knowledge/phishing-info';
import bundledMeta from '../../../lib/knowledge/data/phishing.meta.json';

afterEach(cleanup);

function renderPopup(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App api={pageHandlers} onOpenHistory={() => undefined} timeZone="UTC" />
    </QueryClientProvider>,
  );
}

describe('popup: when the phishing list was last updated', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = async () => true;
  });

  it('before any refresh: the built-in copy and its date', async () => {
    renderPopup();
    const line = await screen.findByTestId('phishing-list-status');
    expect(line.textContent).toBe(`Phishing list: built-in copy from ${bundledMeta.updated} (${bundledMeta.entries.blacklist.toLocaleString('en-US')} sites)`);
  });

  it('after a refresh: its time and size; after a failed one: why it failed', async () => {
    await phishingRefreshStateItem.setValue({
      lastAttempt: Date.UTC(2026, 10, 23, 18, 0),
      lastError: 'the list server answered HTTP 503',
      installed: { source: 'MetaMask eth-phishing-detect', updated: '2026-11-23T12:00:00.000Z', entries: 245_001 },
    });
    renderPopup();
    const line = await screen.findByTestId('phishing-list-status');
    expect(line.textContent).toMatch(/^Phishing list updated .*2026.*12:00.* \(245,001 sites\)Last update failed: the list server answered HTTP 503$/);
  });
});
