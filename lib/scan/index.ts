/**
 * Picks the scanner for an intercepted request and runs it. Stub until the
 * local engine and the API client are wired: it reports "scan unavailable",
 * never "safe".
 */
import type { PendingRequest } from '../messaging/extension';
import type { ScanOutcome } from './outcome';

export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface ScanContext {
  pageRpc: Eip1193Like | undefined;
  signal: AbortSignal;
}

export async function scanPending(_request: PendingRequest, _ctx: ScanContext): Promise<ScanOutcome> {
  return { state: 'unavailable', reason: 'error', message: 'No scanner is wired yet.' };
}
