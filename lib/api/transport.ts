/**
 * HTTP transport of the scan client: URL building, the API key header, a
 * per-attempt timeout, retries with backoff, and mapping every failure to a
 * class of ./errors. Only web-platform APIs (fetch, AbortController, Headers,
 * setTimeout) so it runs in an MV3 service worker and in Node 20.
 *
 * Retry policy: up to `maxRetries` more attempts on 408, 409, 429, 5xx and
 * network errors, with exponential backoff (base * 2^n, jittered to 50-100 %).
 * A 429 waits for `retry-after` when given; if the server asks for longer than
 * `maxRetryAfterMs` the RateLimitedError is thrown at once instead of stalling
 * the user's signing flow. Never retried: other 4xx, invalid JSON, schema
 * failures, timeouts (a slow service would multiply the user's wait), aborts.
 */
import { z } from 'zod/mini';
import {
  ApiAbortedError, ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError, InvalidConfigError,
  InvalidJsonError, InvalidRequestError, RateLimitedError, httpErrorFor,
} from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ScanClientConfig {
  /** e.g. "https://api.example.com" (a path prefix is kept; a trailing slash is ignored). */
  baseUrl: string;
  apiKey: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Per attempt. Default 8000. */
  timeoutMs?: number;
  /** Additional attempts after the first. Default 2. */
  maxRetries?: number;
  /** Default 250. */
  retryBaseDelayMs?: number;
  /** Longest `retry-after` the client will wait on a 429. Default 5000. */
  maxRetryAfterMs?: number;
}

export interface CallOptions {
  /** Cancels the call (all attempts, and any backoff wait) with ApiAbortedError. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout for this call. */
  timeoutMs?: number;
}

export interface ApiResult<T> {
  data: T;
  /** The `x-request-id` response header; a false-positive report refers to it. */
  requestId: string | undefined;
  /** The JSON body exactly as the service sent it (`data` is that body after the schema's defaults). */
  body?: unknown;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  /** Path starting with /v0, already encoded. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Transport {
  send<S extends z.ZodMiniType>(call: HttpCall, responseSchema: S, options?: CallOptions): Promise<ApiResult<z.output<S>>>;
}

const configSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  // Sent as a header value: visible ASCII only, so fetch cannot reject it later.
  apiKey: z.string().check(z.regex(/^[\x21-\x7e]+$/, 'expected a non-empty API key without spaces')),
  timeoutMs: z._default(z.int().check(z.positive()), 8000),
  maxRetries: z._default(z.int().check(z.nonnegative()), 2),
  retryBaseDelayMs: z._default(z.number().check(z.nonnegative()), 250),
  maxRetryAfterMs: z._default(z.number().check(z.nonnegative()), 5000),
});

const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/** Validates the request with its schema; throws InvalidRequestError (nothing sent) on failure. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, input: unknown, endpoint: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidRequestError(endpoint, parsed.error.issues);
  return parsed.data;
}

export function createTransport(config: ScanClientConfig): Transport {
  const parsedConfig = configSchema.safeParse({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    retryBaseDelayMs: config.retryBaseDelayMs,
    maxRetryAfterMs: config.maxRetryAfterMs,
  });
  if (!parsedConfig.success) throw new InvalidConfigError(parsedConfig.error.issues);
  const cfg = parsedConfig.data;
  const base = cfg.baseUrl.replace(/\/+$/, '');
  // Called as a plain function: a fetch stored on an object and called as a method throws "Illegal invocation" in workers.
  const doFetch: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function attempt(call: HttpCall, url: string, endpoint: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
    const onAbort = (): void => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const headers: Record<string, string> = { 'X-API-Key': cfg.apiKey, Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await doFetch(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: controller.signal,
      });
      // The timeout covers the body too: a server that stalls mid-body is a timeout.
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (signal?.aborted) throw new ApiAbortedError(endpoint, signal.reason);
      if (timedOut) throw new ApiTimeoutError(endpoint, timeoutMs);
      throw new ApiNetworkError(endpoint, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function backoffMs(retry: number): number {
    const full = cfg.retryBaseDelayMs * 2 ** retry;
    return full / 2 + Math.random() * (full / 2);
  }

  return {
    async send(call, responseSchema, options = {}) {
      const endpoint = `${call.method} ${call.path}`;
      const query = call.query && Object.keys(call.query).length > 0 ? `?${new URLSearchParams(call.query).toString()}` : '';
      const url = `${base}${call.path}${query}`;
      const timeoutMs = options.timeoutMs ?? cfg.timeoutMs;
      const { signal } = options;

      for (let retry = 0; ; retry++) {
        if (signal?.aborted) throw new ApiAbortedError(endpoint, signal.reason);
        let failure: ApiHttpError | ApiNetworkError;
        try {
          const { response, text } = await attempt(call, url, endpoint, timeoutMs, signal);
          const requestId = response.headers.get('x-request-id') ?? undefined;
          if (response.ok) return decode(text, response.status, requestId, endpoint, responseSchema);
          failure = httpErrorFor({ status: response.status, body: errorBody(text), requestId, endpoint }, response.headers);
        } catch (error) {
          if (!(error instanceof ApiNetworkError)) throw error;
          failure = error;
        }
        if (retry >= cfg.maxRetries || !isRetryable(failure)) throw failure;
        let delay = backoffMs(retry);
        if (failure instanceof RateLimitedError && failure.retryAfterMs !== undefined) {
          if (failure.retryAfterMs > cfg.maxRetryAfterMs) throw failure;
          delay = failure.retryAfterMs;
        }
        await sleep(delay, signal, endpoint);
      }
    },
  };
}

function isRetryable(error: ApiHttpError | ApiNetworkError): boolean {
  if (error instanceof ApiNetworkError) return true;
  return RETRYABLE_STATUSES.has(error.status) || error.status >= 500;
}

function decode<S extends z.ZodMiniType>(text: string, status: number, requestId: string | undefined, endpoint: string, schema: S): ApiResult<z.output<S>> {
  let body: unknown = undefined;
  // An empty body (e.g. 204 from an enrichment endpoint) is `undefined`; only an unrestricted schema accepts it.
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new InvalidJsonError({ status, requestId, endpoint, text, cause });
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiSchemaError({ issues: parsed.error.issues, body, requestId, endpoint });
  return { data: parsed.data, requestId, body };
}

function errorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ApiAbortedError(endpoint, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
