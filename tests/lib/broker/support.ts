/** What the broker tests share: the signing account and a page that records what the broker asks of it. */
import { randomUUID } from 'node:crypto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageActions } from '../../../lib/broker';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { RpcErrorPayload } from '../../../lib/rpc-errors';
import type { ScanOutcome } from '../../../lib/scan/outcome';

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A personal_sign as the bridge relays it (a new id each time); `extra` replaces any field. */
export function signRequest(extra: Record<string, unknown> = {}) {
  return { channel: PAGE_CHANNEL, type: 'request', id: randomUUID(), provider: { kind: 'window' }, style: 'request', method: 'personal_sign', params: ['0x6869', ACCOUNT], ...extra };
}

/** A finished local scan with this verdict. */
export const verdictOutcome = (result_type: 'Benign' | 'Warning'): ScanOutcome => ({
  state: 'done',
  source: 'local',
  response: { block: '1', chain: 'ethereum', validation: { result_type, description: '', reason: '', classification: '', features: [] } },
});

/** Records what the broker asks of the page, as the page would observe it. */
export class RecordingPage implements PageActions {
  forwarded: PendingRequest[] = [];
  rejected: { request: PendingRequest; error: RpcErrorPayload | undefined }[] = [];
  calls: string[] = [];
  deadDocuments = new Set<string>();
  async forward(request: PendingRequest) {
    this.forwarded.push(request);
  }
  async reject(request: PendingRequest, error?: RpcErrorPayload) {
    this.rejected.push({ request, error });
  }
  async call(_t: PendingRequest, method: string) {
    this.calls.push(method);
    return { ok: true as const, result: '0x7a69' };
  }
  async isAlive(target: { documentId?: string }) {
    return !(target.documentId && this.deadDocuments.has(target.documentId));
  }
}

export const tick = (ms = 5): Promise<unknown> => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds, or gives up after `tries` ticks (the assertion after it then says what is wrong). */
export async function until(check: () => Promise<boolean> | boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !(await check()); i++) await tick();
}

/**
 * Runs `run` while storage refuses to keep the pending queue (a quota error), with the ids of the
 * windows closed meanwhile; puts storage and windows back after.
 */
export async function whilePendingCannotBeStored(run: (removedWindows: number[]) => Promise<void>): Promise<void> {
  const set = fakeBrowser.storage.session.set;
  fakeBrowser.storage.session.set = (items) => ('pending' in items ? Promise.reject(new Error('quota')) : set(items));
  const removed: number[] = [];
  const remove = fakeBrowser.windows.remove;
  fakeBrowser.windows.remove = (id) => {
    removed.push(id);
    return remove(id);
  };
  try {
    await run(removed);
  } finally {
    fakeBrowser.storage.session.set = set;
    fakeBrowser.windows.remove = remove;
  }
}
