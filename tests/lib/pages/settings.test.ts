import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkSettings, saveSettings } from '../../../lib/pages/settings';
import { DEFAULT_SETTINGS, getSettings, updateSettings, type Settings } from '../../../lib/settings';

/** What the options form sends: every editable field, no pause. */
function candidate(patch: Partial<Settings> = {}): Record<string, unknown> {
  const { pausedUntil: _pause, ...editable } = { ...DEFAULT_SETTINGS, ...patch };
  return editable;
}

describe('the options page\'s settings, checked in the background', () => {
  beforeEach(() => fakeBrowser.reset());

  it('valid values: saved, and the pause the popup set is kept', async () => {
    await updateSettings({ pausedUntil: 1_900_000_000_000 });
    const checked = await saveSettings(candidate({ apiKey: 'k-1', apiBaseUrl: 'http://127.0.0.1:8787', scanTimeoutMs: 2500 }));
    expect(checked.ok).toBe(true);
    const saved = await getSettings();
    expect([saved.apiKey, saved.apiBaseUrl, saved.scanTimeoutMs, saved.pausedUntil]).toEqual(['k-1', 'http://127.0.0.1:8787', 2500, 1_900_000_000_000]);
  });

  it('a base URL that is no URL, a timeout out of range and an RPC URL that is no URL: one plain message each, nothing saved', async () => {
    const checked = await saveSettings(candidate({ apiKey: 'k-2', apiBaseUrl: 'not a url', scanTimeoutMs: 10, rpcUrls: { '1': 'nope' } }));
    expect(checked).toEqual({
      ok: false,
      errors: {
        apiBaseUrl: 'enter a full URL such as https://api.example.com or http://127.0.0.1:8787, or leave it empty',
        scanTimeoutMs: 'enter a number of seconds between 0.05 and 120',
        rpcUrls: 'each RPC URL must be a full URL such as http://127.0.0.1:8545',
      },
    });
    expect((await getSettings()).apiKey).toBe('');
  });

  it('the options page cannot set the pause, nor a field settings do not have', async () => {
    const withPause = checkSettings({ ...candidate(), pausedUntil: null });
    expect(withPause.ok).toBe(false);
    const withExtra = checkSettings({ ...candidate(), autoApproveEverything: true });
    expect(withExtra.ok).toBe(false);
    await saveSettings({ ...candidate({ apiKey: 'k-3' }), pausedUntil: null });
    expect((await getSettings()).apiKey).toBe('');
  });

  it('a field the schema names without a message of ours gets the schema\'s own', () => {
    const checked = checkSettings(candidate({ engine: 'quantum' as Settings['engine'] }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['engine']);
  });
});
