import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BYPASS_BADGE, POLICY_BADGE } from '../../../lib/broker/badges';
import { markPolicyApproval } from '../../../lib/broker/policy-notice';
import { benignSwap, done, pending } from '../../components/fixtures';

describe('a trusted-site approval leaves a mark on the tab', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a green check, and a title that says what went to the wallet from where', async () => {
    const request = pending({ tabId: 4, origin: 'https://app.example.org', title: 'Sign a message', scan: done(benignSwap) });
    await markPolicyApproval(request);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe(POLICY_BADGE);
    expect(await fakeBrowser.action.getTitle({ tabId: 4 })).toBe(
      'Preflight: your trusted-site rule for https://app.example.org sent "Sign a message" to your wallet without asking (no risks found). Open Preflight to see it.');
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).not.toBe(POLICY_BADGE);
  });

  it('never covers a red "!" on the same tab', async () => {
    await fakeBrowser.action.setBadgeText({ tabId: 4, text: BYPASS_BADGE });
    await markPolicyApproval(pending({ tabId: 4, scan: done(benignSwap) }));
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe(BYPASS_BADGE);
  });
});
