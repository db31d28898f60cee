/**
 * review page ↔ background. Types only (the zod schemas are in ./extension,
 * where the background validates what it receives), so that the review page
 * can send before anything heavy has loaded.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Decision, RejectAll, ReviewQueue } from './extension';

interface ReviewProtocol {
  getQueue(): ReviewQueue;
  decide(decision: Decision): { ok: boolean };
  rejectAll(input: RejectAll): { ok: boolean; rejected: number };
  retryScan(id: string): { ok: boolean };
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ReviewProtocol>();
