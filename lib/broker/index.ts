/**
 * The broker: pending requests, the review window, decisions. The background
 * entry point wires browser events and messages to these handlers; tests call
 * them directly with a recording PageActions.
 */
import type { InterceptReply, ReviewQueue } from '../messaging/extension';
import type { PageActions } from './forward';
import { handleDecide, handleGetQueue, handleRetryScan } from './decide';
import { handleRejectAll } from './reject-all';
import { handleObserved, handleUnguarded } from './bypass';
import { createForwardLog, loggingForwards } from './forward-log';
import { createHintsBox, handleHints } from './hints';
import { handleIntercept } from './intercept';
import { handleSolanaSent } from './solana-sent';
import { onTabRemoved, onTabUpdated, onWindowRemoved } from './lifecycle';
import { pendingStore } from './pending-store';
import { reviewPageStarted } from './review-page-start';
import { createScanRunner, type Scanner } from './scan-runner';
import type { SenderInfo } from './sender';
import type { FirstStage } from '../scan/first-stage';
import { readsPending } from '../scan/reads';

export type { PageActions } from './forward';
export type { Scanner } from './scan-runner';
export type { SenderInfo } from './sender';

export interface BrokerDeps {
  page: PageActions;
  scan: Scanner;
  now?: () => number;
  /** The verdict from what the request says, before any read (default: the embedded engine offline, lib/scan/first-stage). */
  firstStage?: FirstStage;
  /** How long a scan waits for the hints that follow a request (tests shorten it). */
  hintsWaitMs?: number;
}

export interface Broker {
  intercept(data: unknown, sender: SenderInfo): Promise<InterceptReply>;
  /** A signing call the bridge saw on a wallet's own channel (see ./bypass). */
  observed(data: unknown, sender: SenderInfo): Promise<{ ok: boolean }>;
  /** The tab has a wallet the wrapper could neither wrap nor replace (see ./bypass). */
  unguarded(sender: SenderInfo): Promise<{ ok: boolean }>;
  /** The wallet's chain and accounts for a request sent before them (see ./hints). */
  hints(data: unknown, sender: SenderInfo): { ok: boolean };
  /** What the wallet answered an approved Solana signAndSend, for its history row (see ./solana-sent). */
  solanaSent(data: unknown, sender: SenderInfo): Promise<{ ok: boolean }>;
  getQueue(sender: SenderInfo): Promise<ReviewQueue>;
  decide(data: unknown, sender: SenderInfo): Promise<{ ok: boolean }>;
  /** "Reject all" in the review window (see ./reject-all). */
  rejectAll(data: unknown, sender: SenderInfo): Promise<{ ok: boolean; rejected: number }>;
  retryScan(data: unknown, sender: SenderInfo): Promise<{ ok: boolean }>;
  windowRemoved(windowId: number): Promise<void>;
  tabRemoved(tabId: number): Promise<void>;
  tabUpdated(tabId: number, changeInfo: { status?: string; url?: string }): Promise<void>;
  /** After a service-worker restart: scans that were running died with the old worker; run them again. */
  resume(): Promise<void>;
}

export function createBroker({ page: pageActions, scan, firstStage, now = Date.now, hintsWaitMs }: BrokerDeps): Broker {
  const forwards = createForwardLog(now);
  const page = loggingForwards(pageActions, forwards);
  const runner = createScanRunner(scan, page, firstStage);
  const hints = createHintsBox(hintsWaitMs);
  const deps = { page, runner, hints, now };
  return {
    intercept: (data, sender) => handleIntercept(data, sender, deps),
    observed: (data, sender) => handleObserved(data, sender, { ...deps, forwards }),
    unguarded: (sender) => handleUnguarded(sender),
    hints: (data, sender) => handleHints(data, sender, hints),
    solanaSent: (data, sender) => handleSolanaSent(data, sender),
    getQueue: (sender) => {
      reviewPageStarted();
      return handleGetQueue(sender);
    },
    decide: (data, sender) => handleDecide(data, sender, deps),
    rejectAll: (data, sender) => handleRejectAll(data, sender, deps),
    retryScan: (data, sender) => handleRetryScan(data, sender, deps),
    windowRemoved: (windowId) => onWindowRemoved(windowId, deps),
    tabRemoved: (tabId) => onTabRemoved(tabId, deps),
    tabUpdated: (tabId, changeInfo) => onTabUpdated(tabId, changeInfo, deps),
    async resume() {
      for (const request of await pendingStore.list()) {
        if (request.scan.state === 'scanning' || readsPending(request.scan)) void runner.start(request).catch(() => undefined);
      }
    },
  };
}
