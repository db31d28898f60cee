import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { engineInUse } from '../../../lib/settings/engine-in-use';
import {
  AUTO_APPROVAL_MAX_MS,
  autoApprovesNow,
  DEFAULT_INTERCEPTED_METHODS,
  getSettings,
  isPaused,
  PAUSED_INDEFINITELY,
  trustedSiteFor,
  settingsItem,
  updateSettings,
  watchSettings,
  type Settings,
} from '../../../lib/settings';

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts with the documented defaults', async () => {
    const s = await getSettings();
    expect(s.engine).toBe('remote-with-local-fallback');
    expect(s.apiKey).toBe('');
    expect(s.apiBaseUrl).toBe('');
    expect(s.scanTimeoutMs).toBe(8000);
    expect(s.unavailablePolicy).toBe('warn');
    expect(s.interceptedMethods).toEqual([...DEFAULT_INTERCEPTED_METHODS]);
    // Nine EVM methods and the five Solana ones (solana:signTransaction …).
    expect(s.interceptedMethods).toHaveLength(14);
    expect(s.interceptedMethods).toContain('solana:signAllTransactions');
    expect(s.pausedUntil).toBeNull();
    expect(s.rpcUrls).toEqual({});
  });

  it('v1 → v2: a method list saved before Solana requests obeyed it gets the Solana switches on (else they would all pass unreviewed); switches the user turned off stay off', async () => {
    await fakeBrowser.storage.local.set({ settings: { interceptedMethods: ['eth_sendTransaction', 'personal_sign'] }, settings$: { v: 1 } });
    await settingsItem.migrate();
    const s = await getSettings();
    expect(s.interceptedMethods).toEqual(['eth_sendTransaction', 'personal_sign', 'solana:signTransaction', 'solana:signAllTransactions', 'solana:signAndSendTransaction', 'solana:signMessage', 'solana:signIn']);
    await updateSettings({ interceptedMethods: ['solana:signIn'] });
    await settingsItem.migrate();
    expect((await getSettings()).interceptedMethods).toEqual(['solana:signIn']);
  });

  it('keeps valid stored fields and replaces only the invalid ones', async () => {
    await fakeBrowser.storage.local.set({ settings: { apiKey: 'k-123', scanTimeoutMs: 'soon', engine: 'quantum', rpcUrls: { '1': 'http://127.0.0.1:8545' } } });
    const s = await getSettings();
    expect(s.apiKey).toBe('k-123');
    expect(s.rpcUrls).toEqual({ '1': 'http://127.0.0.1:8545' });
    expect(s.scanTimeoutMs).toBe(8000);
    expect(s.engine).toBe('remote-with-local-fallback');
  });

  it('falls back to the defaults when the stored value is not an object', async () => {
    await fakeBrowser.storage.local.set({ settings: 'garbage' });
    expect((await getSettings()).scanTimeoutMs).toBe(8000);
  });

  it('persists a patch, tells watchers, and the next read sees it', async () => {
    const seen: Settings[] = [];
    const unwatch = watchSettings((s) => seen.push(s));
    await updateSettings({ scanTimeoutMs: 300, unavailablePolicy: 'block' });
    const s = await getSettings();
    expect(s.scanTimeoutMs).toBe(300);
    expect(s.unavailablePolicy).toBe('block');
    expect(s.engine).toBe('remote-with-local-fallback');
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)?.scanTimeoutMs).toBe(300);
    unwatch();
  });

  it('refuses an invalid patch and writes nothing', async () => {
    await updateSettings({ apiKey: 'good' });
    await expect(updateSettings({ apiBaseUrl: 'not a url' })).rejects.toThrow();
    await expect(updateSettings({ scanTimeoutMs: -5 })).rejects.toThrow();
    const s = await getSettings();
    expect(s.apiKey).toBe('good');
    expect(s.apiBaseUrl).toBe('');
    expect(s.scanTimeoutMs).toBe(8000);
  });

  it('pauses until a time or until re-enabled', () => {
    const now = 1_000_000;
    const s = (pausedUntil: number | null): Settings => ({ ...defaults(), pausedUntil });
    expect(isPaused(s(null), now)).toBe(false);
    expect(isPaused(s(now + 1), now)).toBe(true);
    expect(isPaused(s(now - 1), now)).toBe(false);
    expect(isPaused(s(PAUSED_INDEFINITELY), now)).toBe(true);
  });

  it('finds a trusted site only for its origin, its methods and before expiry', () => {
    const now = 5000;
    const s: Settings = {
      ...defaults(),
      trustedSites: [
        { origin: 'https://app.example', methods: ['personal_sign'], autoApproveBenign: true },
        { origin: 'https://old.example', expiresAt: 4000, autoApproveBenign: true },
      ],
    };
    expect(trustedSiteFor(s, 'https://app.example', 'personal_sign', now)).toBeDefined();
    expect(trustedSiteFor(s, 'https://app.example', 'eth_sendTransaction', now)).toBeUndefined();
    expect(trustedSiteFor(s, 'https://evil.example', 'personal_sign', now)).toBeUndefined();
    expect(trustedSiteFor(s, 'https://old.example', 'personal_sign', now)).toBeUndefined();
  });

  it('approves without the window only with methods named and an expiry not yet passed', () => {
    const now = 5000;
    const site = { origin: 'https://app.example', methods: ['personal_sign'], expiresAt: 6000, autoApproveBenign: true };
    expect(autoApprovesNow(site, now)).toBe(true);
    expect(autoApprovesNow({ ...site, autoApproveBenign: false }, now)).toBe(false);
    expect(autoApprovesNow({ ...site, expiresAt: undefined }, now)).toBe(false);
    expect(autoApprovesNow({ ...site, methods: undefined }, now)).toBe(false);
    expect(autoApprovesNow({ ...site, methods: [] }, now)).toBe(false);
    expect(autoApprovesNow(site, 6000)).toBe(false);
    // An end date further than 30 days away (a hand edit) does not count.
    expect(autoApprovesNow({ ...site, expiresAt: now + AUTO_APPROVAL_MAX_MS + 1 }, now)).toBe(false);
    expect(autoApprovesNow({ ...site, expiresAt: now + AUTO_APPROVAL_MAX_MS }, now)).toBe(true);
    expect(autoApprovesNow(undefined, now)).toBe(false);
  });
});

describe('engineInUse', () => {
  const base = { apiKey: '', apiBaseUrl: '', engine: 'remote-with-local-fallback' as const };
  it('says the engine on this device runs without a key, nothing runs for "service only" without one, and names the service\'s host', () => {
    expect(engineInUse(base)).toEqual({ kind: 'local', why: 'no_key' });
    expect(engineInUse({ ...base, apiKey: 'k' })).toEqual({ kind: 'local', why: 'no_key' });
    expect(engineInUse({ ...base, engine: 'remote' })).toEqual({ kind: 'none' });
    expect(engineInUse({ ...base, engine: 'local', apiKey: 'k', apiBaseUrl: 'https://a.example' })).toEqual({ kind: 'local', why: 'chosen' });
    expect(engineInUse({ ...base, apiKey: 'k', apiBaseUrl: 'https://scan.example:8443/v0' })).toEqual({ kind: 'remote', host: 'scan.example:8443', fallback: true });
    expect(engineInUse({ ...base, engine: 'remote', apiKey: 'k', apiBaseUrl: 'https://scan.example' })).toEqual({ kind: 'remote', host: 'scan.example', fallback: false });
  });
});

function defaults(): Settings {
  return {
    apiKey: '',
    apiBaseUrl: '',
    engine: 'remote-with-local-fallback',
    rpcUrls: {},
    scanTimeoutMs: 8000,
    unavailablePolicy: 'warn',
    interceptedMethods: [...DEFAULT_INTERCEPTED_METHODS],
    trustedSites: [],
    pausedUntil: null,
  };
}
