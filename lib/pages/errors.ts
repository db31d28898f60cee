/** Scan client failures as the popup and options page show them. */
import { z } from 'zod/mini';
import {
  ApiAbortedError, ApiKeyRejectedError, ApiNetworkError, ApiServerError, ApiTimeoutError, InvalidConfigError,
  InvalidRequestError, RateLimitedError, ScanApiError,
} from '../api/errors';
import { answerStrings } from '../i18n/answer-strings';
import type { PageError, PageResult } from '../messaging/pages';

export function pageError(kind: PageError['kind'], message: string): { ok: false; error: PageError } {
  return { ok: false, error: { kind, message } };
}

export function ok<T>(data: T): PageResult<T> {
  return { ok: true, data };
}

export function invalidInput(error: z.core.$ZodError): { ok: false; error: PageError } {
  const text = error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return pageError('invalid_input', answerStrings.invalidInput(text));
}

function detailOf(err: ScanApiError): string {
  return err.details ? `${err.shortMessage} (${err.details})` : err.shortMessage;
}

export function toPageError(err: unknown): { ok: false; error: PageError } {
  if (err instanceof ApiKeyRejectedError) return pageError('key_rejected', answerStrings.keyRejected);
  if (err instanceof RateLimitedError) return pageError('rate_limited', answerStrings.rateLimited);
  if (err instanceof ApiTimeoutError || err instanceof ApiAbortedError) return pageError('timeout', answerStrings.timedOut);
  if (err instanceof ApiNetworkError) return pageError('unreachable', answerStrings.unreachable(err.details ?? err.shortMessage));
  // 501: a self-hosted scanner that lacks the endpoint (it serves the EVM endpoints only).
  if (err instanceof ApiServerError && err.status === 501) return pageError('not_supported', answerStrings.failed(detailOf(err)));
  if (err instanceof InvalidRequestError || err instanceof InvalidConfigError) return pageError('invalid_input', answerStrings.invalidInput(detailOf(err)));
  if (err instanceof ScanApiError) return pageError('error', answerStrings.failed(detailOf(err)));
  return pageError('error', answerStrings.failed(err instanceof Error ? err.message : String(err)));
}
