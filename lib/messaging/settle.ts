/**
 * background → bridge: an error answer for a request the frame's bridge holds
 * (Reject, a refusal, an eviction), sent straight to the requesting frame with
 * tabs.sendMessage. The bridge hands it to the wrapper as the unkeyed 'reject'
 * it already sends (lib/provider/bridge.ts): an answer the page could give its
 * own dapp anyway, so nothing that needs the frame's key travels here. One
 * message instead of scripting.executeScript (which injects and compiles a
 * function in the frame): the Reject's 4001 arrives as fast as the smallest
 * guard's (docs/performance.md). Only this extension can send to its content
 * scripts; the bridge checks the envelope by hand all the same.
 */
import { browser } from 'wxt/browser';
import { SETTLE_CHANNEL } from '../provider/constants';
import type { RpcErrorPayload } from '../rpc-errors';

export interface SettleTarget {
  tabId: number;
  frameId: number;
  /** Chrome: the requesting document itself (after a navigation the same frame id holds another page). */
  documentId?: string;
}

/** True when the frame's bridge held `id` and passed the answer on; false when it did not (the caller falls back). */
export async function sendSettle(target: SettleTarget, id: string, rejection: RpcErrorPayload): Promise<boolean> {
  const reply: unknown = await browser.tabs.sendMessage(target.tabId, { channel: SETTLE_CHANNEL, id, rejection }, target.documentId ? { documentId: target.documentId } : { frameId: target.frameId });
  return reply === true;
}
