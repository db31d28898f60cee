/**
 * A request that a trusted-site rule approved without the window still leaves
 * a mark the user can see: a green check on the tab's toolbar icon, whose
 * title says what went to the wallet and from where; the popup lists it at
 * the top with a link to its review (entrypoints/popup/PolicyNotice.tsx).
 * A red "!" on the tab (./bypass) says more and is never covered.
 */
import { browser } from 'wxt/browser';
import type { PendingRequest } from '../messaging/extension';
import { BYPASS_BADGE, POLICY_BADGE } from './badges';

const POLICY_COLOUR = '#136c34';

export const policyTitle = (request: PendingRequest): string =>
  `Preflight: your trusted-site rule for ${request.origin} sent "${request.title ?? request.method}" to your wallet without asking (no risks found). Open Preflight to see it.`;

export async function markPolicyApproval(request: PendingRequest): Promise<void> {
  const tabId = request.tabId;
  if (tabId < 0 || (await browser.action.getBadgeText({ tabId })) === BYPASS_BADGE) return;
  await browser.action.setBadgeBackgroundColor({ tabId, color: POLICY_COLOUR });
  await browser.action.setBadgeText({ tabId, text: POLICY_BADGE });
  await browser.action.setTitle({ tabId, title: policyTitle(request) });
}
