/**
 * Runs preflightInPage in the requesting frame (isolated world). When the browser gave us the
 * document id (Chrome), the script targets that document only: after a
 * navigation the same frame id holds another page, which must never receive
 * the forward.
 */
import { browser } from 'wxt/browser';
import type { PendingRequest } from '../messaging/extension';
import { internalError, userRejected, type RpcErrorPayload } from '../rpc-errors';
import { inPageResultSchema, preflightInPage, type InPageMode, type InPageResult } from './in-page';
import { sendSettle } from '../messaging/settle';

export type PageTarget = Pick<PendingRequest, 'tabId' | 'frameId' | 'documentId'>;

/** What the broker needs from the page; the background wires the executeScript version. */
export interface PageActions {
  /** Starts the wallet call in the page; resolves once started (not when the wallet answers). */
  forward(request: PendingRequest): Promise<void>;
  /** Settles the dapp's promise with an error. */
  reject(request: PendingRequest, error?: RpcErrorPayload): Promise<void>;
  /** A read-only wallet call in the page, awaited (for the scanner). */
  call(target: PendingRequest, method: string, params: unknown): Promise<InPageResult>;
  /** False when the requesting document is gone (navigated away or closed). */
  isAlive(target: PageTarget): Promise<boolean>;
}

async function run(
  target: PageTarget,
  mode: InPageMode,
  request: Pick<PendingRequest, 'id' | 'provider'>,
  method: string,
  params: unknown,
  rejection: RpcErrorPayload | null,
): Promise<InPageResult> {
  const results = await browser.scripting.executeScript({
    target: target.documentId
      ? { tabId: target.tabId, documentIds: [target.documentId] }
      : { tabId: target.tabId, frameIds: [target.frameId] },
    // The isolated world: where the bridge keeps the frame's forward key, out of the page's reach.
    world: 'ISOLATED',
    func: preflightInPage,
    args: [mode, request.id, request.provider, method, params ?? null, rejection],
  });
  const parsed = inPageResultSchema.safeParse(results[0]?.result);
  return parsed.success ? parsed.data : { ok: false, error: internalError('no answer from the page') };
}

export const executeScriptPageActions: PageActions = {
  async forward(request) {
    await run(request, 'forward', request, request.method, request.params, null);
  },
  async reject(request, error = userRejected()) {
    // One message to the frame's bridge, which holds the request (the fast way: docs/performance.md); where
    // it does not answer for it (no listener yet, an older bridge, another document), the script as before.
    if (await sendSettle(request, request.id, error).catch(() => false)) return;
    await run(request, 'reject', request, request.method, null, error);
  },
  call(target, method, params) {
    return run(target, 'rpc', target, method, params, null);
  },
  async isAlive(target) {
    try {
      await browser.scripting.executeScript({
        target: target.documentId
          ? { tabId: target.tabId, documentIds: [target.documentId] }
          : { tabId: target.tabId, frameIds: [target.frameId] },
        func: () => true,
      });
      return true;
    } catch {
      return false;
    }
  },
};
