/**
 * Hand-written check for the one message the MAIN-world wrapper accepts
 * from the page channel. Why not zod: the wrapper runs in every page and
 * frame at document_start, and zod would multiply its size (budget 8 KB).
 * settleMessageSchema in lib/messaging/page-channel.ts stays the source of
 * truth; a unit test runs
 * the same samples through both and expects the same verdicts.
 */
import type { ReceivedMessage, SettleMessage } from '../messaging/page-channel';
import { CHANNEL } from './constants';

const ID = /^[0-9a-f-]{32,36}$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function header(data: unknown, type: string): data is Record<string, unknown> & { id: string } {
  return isRecord(data) && data.channel === CHANNEL && data.type === type && typeof data.id === 'string' && ID.test(data.id);
}

export function parseSettle(data: unknown): SettleMessage | null {
  if (!header(data, 'settle')) return null;
  const outcome = data.outcome;
  if (!isRecord(outcome)) return null;
  if (outcome.kind === 'result') {
    if (!('result' in outcome)) return null;
    return { channel: CHANNEL, type: 'settle', id: data.id, outcome: { kind: 'result', result: outcome.result } };
  }
  if (outcome.kind !== 'error') return null;
  const error = outcome.error;
  if (!isRecord(error) || !Number.isSafeInteger(error.code) || typeof error.message !== 'string') return null;
  const code = Number(error.code);
  const payload = error.data === undefined ? { code, message: error.message } : { code, message: error.message, data: error.data };
  return { channel: CHANNEL, type: 'settle', id: data.id, outcome: { kind: 'error', error: payload } };
}

export function parseReceived(data: unknown): ReceivedMessage | null {
  return header(data, 'received') ? { channel: CHANNEL, type: 'received', id: data.id } : null;
}
