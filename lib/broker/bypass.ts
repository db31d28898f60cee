/**
 * 'observed': the bridge saw a signing call posted on a wallet's own channel
 * (lib/provider/wallet-channels.ts). Unless Preflight itself just forwarded
 * that very call in that frame, the page went around the guard: the wallet
 * has it already. The user gets a warning review ("this page asked your
 * wallet directly, Preflight could not check it") with the decoded request
 * and its scan, the tab's toolbar badge, and a history entry.
 */
import { withCalls } from '../calls/request-calls';
import { loadSelectors } from '../knowledge/selector-table';
import { requestTitle } from '../format/method';
import { browser } from 'wxt/browser';
import { z } from 'zod/mini';
import type { PendingRequest } from '../messaging/extension';
import { SIGNING_METHODS } from '../methods';
import { parseChainId, signingAccount } from './request-info';
import { BYPASS_BADGE } from './badges';
import type { PageActions } from './forward';
import type { ForwardLog } from './forward-log';
import { answerEvicted } from './intercept';
import { toPlainJson } from './plain-json';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { showReviewWindow } from './review-window';
import type { ScanRunner } from './scan-runner';
import { readFrameOrigin } from './frame-origin';
import { requestSite, resolveRequestSite, type SenderInfo } from './sender';

export interface BypassDeps {
  page: PageActions;
  runner: ScanRunner;
  forwards: ForwardLog;
  now: () => number;
}

const observedSchema = z.object({
  channel: z.string().check(z.maxLength(100)),
  method: z.enum(SIGNING_METHODS),
  params: z.unknown(),
});

export const BYPASS_TITLE = 'Preflight: this page asked your wallet directly, around Preflight. See the review window.';
export const UNGUARDED_TITLE = "Preflight: a wallet on this page could not be guarded. Its requests reach your wallet without Preflight's review.";

/** Marks the tab in the toolbar: something there reached, or can reach, the wallet unchecked. */
async function flagTab(tabId: number, title: string): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ tabId, color: '#c62828' });
  await browser.action.setBadgeText({ tabId, text: BYPASS_BADGE });
  await browser.action.setTitle({ tabId, title });
}

/**
 * The wrapper found a wallet it could neither wrap nor replace for the page
 * (a frozen provider behind a property that cannot be redefined, see
 * lib/provider/stand-in.ts): nothing to review yet, but the user is told on the tab.
 */
export async function handleUnguarded(sender: SenderInfo): Promise<{ ok: boolean }> {
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0 || requestSite(sender) === undefined) return { ok: false };
  await flagTab(tabId, UNGUARDED_TITLE);
  return { ok: true };
}

/** The chain the frame's wallet is on, for the scan; undefined when it will not say within a second. */
async function chainOf(page: PageActions, frame: { tabId: number; frameId: number }, documentId: string | undefined): Promise<number | undefined> {
  // The call reads the frame, the document, the id and the provider ref from this; the rest only fills the type.
  const target: PendingRequest = {
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: origin, style, method, params, createdAt and scan are not read by page.call
    id: crypto.randomUUID(), ...frame, documentId, origin: '', provider: { kind: 'window' }, style: 'request',
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration
    method: 'eth_chainId', params: [], createdAt: 0, scan: { state: 'scanning', startedAt: 0 },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await Promise.race([
      page.call(target, 'eth_chainId', []),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 1000);
      }),
    ]);
    // Stryker disable next-line OptionalChaining: no answer in time is undefined; reading .ok of it throws into the catch below, which answers undefined too
    return answer?.ok && typeof answer.result === 'string' ? parseChainId(answer.result) : undefined;
  }
  // Stryker disable next-line BlockStatement: an empty catch falls off the end and answers undefined all the same
  catch {
    return undefined;
  } finally /* Stryker disable next-line BlockStatement: a timer left behind only resolves a race that is already over */ {
    clearTimeout(timer);
  }
}

export async function handleObserved(data: unknown, sender: SenderInfo, deps: BypassDeps): Promise<{ ok: boolean }> {
  const parsed = observedSchema.safeParse(data);
  const tabId = sender.tab?.id;
  const site = parsed.success ? await resolveRequestSite(sender, readFrameOrigin) : undefined;
  if (!parsed.success || tabId === undefined || tabId < 0 || site === undefined) return { ok: false };
  const frame = { tabId, frameId: sender.frameId ?? 0 };
  let params: unknown;
  try {
    // Stryker disable next-line StringLiteral: the path only names the field in an error that is not shown here
    params = toPlainJson(parsed.data.params, 'params');
  } catch {
    params = null;
  }
  if (deps.forwards.take(frame, parsed.data.method, params)) return { ok: true };

  const now = deps.now();
  const request: PendingRequest = withCalls(await loadSelectors(), {
    id: crypto.randomUUID(),
    ...frame,
    documentId: sender.documentId,
    origin: site.origin,
    ...(site.sandbox ? { sandbox: site.sandbox } : {}),
    bypass: { channel: parsed.data.channel },
    // Stryker disable next-line OptionalChaining: a sender without a tab was refused above
    favIconUrl: sender.tab?.favIconUrl,
    provider: { kind: 'window' },
    style: 'request',
    method: parsed.data.method,
    params,
    title: requestTitle(parsed.data.method, params),
    chainId: await chainOf(deps.page, frame, sender.documentId),
    account: signingAccount(parsed.data.method, params, undefined),
    createdAt: now,
    scan: { state: 'scanning', startedAt: now },
  });
  recordSettled(request, 'approved', 'bypass');
  await flagTab(tabId, BYPASS_TITLE).catch(() => undefined);
  const added = await pendingStore.add(request).catch(() => undefined);
  if (added?.status !== 'added') return { ok: false };
  answerEvicted(added.evicted, deps);
  void deps.runner.start(request).catch(() => undefined);
  await showReviewWindow(request).catch(() => undefined);
  return { ok: true };
}
