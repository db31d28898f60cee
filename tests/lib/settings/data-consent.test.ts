import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { hasRemoteScanConsent, requestRemoteScanConsent } from '../../../lib/settings/data-consent';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('Firefox data consent for remote scans', () => {
  it('in Firefox, asks for exactly the categories a remote scan sends, and a refusal is a refusal', async () => {
    vi.stubEnv('FIREFOX', 'true');
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const contains = vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false);
    expect(await requestRemoteScanConsent()).toBe(false);
    expect(request).toHaveBeenCalledWith({ permissions: [], data_collection: ['financialAndPaymentInfo', 'browsingActivity', 'websiteActivity'] });
    expect(await hasRemoteScanConsent()).toBe(false);
    contains.mockResolvedValue(true);
    expect(await hasRemoteScanConsent()).toBe(true);
  });

  it('a Firefox without the consent API (before 140) is not a refusal', async () => {
    vi.stubEnv('FIREFOX', 'true');
    vi.spyOn(fakeBrowser.permissions, 'contains').mockRejectedValue(new Error('Type error for parameter permissions (Unexpected property "data_collection")'));
    vi.spyOn(fakeBrowser.permissions, 'request').mockRejectedValue(new Error('Unexpected property "data_collection"'));
    expect(await hasRemoteScanConsent()).toBe(true);
    expect(await requestRemoteScanConsent()).toBe(true);
  });

  it('other browsers have no such consent: nothing is asked (the test build is the Chrome one)', async () => {
    expect(import.meta.env.FIREFOX).toBeFalsy();
    const request = vi.spyOn(fakeBrowser.permissions, 'request');
    expect(await requestRemoteScanConsent()).toBe(true);
    expect(request).not.toHaveBeenCalled();
  });
});
