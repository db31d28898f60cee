/** What the broker tests share: the signing account and a page that records what the broker asks of it. */
import type { PageActions } from '../../../lib/broker';
import type { PendingRequest } from '../../../lib/messaging/extension';
import type { RpcErrorPayload } from '../../../lib/rpc-errors';

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

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
