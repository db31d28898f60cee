/**
 * Errors of the scanning API client, modelled on viem's BaseError: a short
 * message for the UI, optional `details`, the original `cause`, and a distinct
 * `name` per class. Callers branch with `instanceof`; every class extends
 * `ScanApiError`, so "any scan failure" is one check. A failed scan is shown as
 * "unavailable", never as "safe".
 */
import { z } from 'zod/mini';

type ZodIssue = z.core.$ZodIssue;

export interface ScanApiErrorOptions {
  cause?: unknown;
  details?: string | undefined;
}

export class ScanApiError extends Error {
  override name = 'ScanApiError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: ScanApiErrorOptions = {}) {
    const details = options.details ?? (options.cause instanceof Error ? options.cause.message : undefined);
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = details;
  }
}

/** The client was created with an unusable base URL or API key. */
export class InvalidConfigError extends ScanApiError {
  override name = 'InvalidConfigError';
  readonly fields: string[];
  constructor(issues: readonly ZodIssue[]) {
    const fields = issuePaths(issues);
    super(`Invalid scan client configuration: ${fields.join(', ')}`, { details: formatIssues(issues) });
    this.fields = fields;
  }
}

// ---------- HTTP status errors ----------

export interface ApiHttpErrorParams {
  status: number;
  body: unknown;
  requestId: string | undefined;
  /** "POST /v0/evm/transaction/scan" */
  endpoint: string;
}

/** Any non-2xx answer. Subclasses exist for the statuses a caller treats differently. */
export class ApiHttpError extends ScanApiError {
  override name = 'ApiHttpError';
  readonly status: number;
  /** Parsed JSON when the body was JSON, else its text ('' when empty). */
  readonly body: unknown;
  readonly requestId: string | undefined;
  readonly endpoint: string;

  constructor(params: ApiHttpErrorParams, shortMessage?: string) {
    super(shortMessage ?? `Scan service answered HTTP ${params.status} to ${params.endpoint}`, { details: bodyDetail(params.body) });
    this.status = params.status;
    this.body = params.body;
    this.requestId = params.requestId;
    this.endpoint = params.endpoint;
  }
}

/** 401 or 403: the key is missing, wrong, or lacks access to this endpoint. */
export class ApiKeyRejectedError extends ApiHttpError {
  override name = 'ApiKeyRejectedError';
  constructor(params: ApiHttpErrorParams) {
    super(params, 'API key rejected');
  }
}

export interface FieldError {
  /** Dotted path inside the request body, e.g. "data.from" ("body" prefix removed). */
  path: string;
  loc: Array<string | number>;
  message: string;
  type: string | undefined;
}

const validationBodySchema = z.object({
  detail: z.array(z.looseObject({
    loc: z._default(z.array(z.union([z.string(), z.number()])), []),
    msg: z._default(z.string(), 'invalid'),
    type: z.optional(z.string()),
  })),
});

/** Reads a FastAPI-style `{ detail: [{ loc, msg, type }] }` body; [] for any other shape. */
export function parseFieldErrors(body: unknown): FieldError[] {
  const parsed = validationBodySchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.detail.map((d) => {
    const loc = d.loc;
    const inner = loc[0] === 'body' || loc[0] === 'query' || loc[0] === 'path' ? loc.slice(1) : loc;
    return { path: inner.join('.'), loc, message: d.msg, type: d.type };
  });
}

/** 422: the service rejected the request body; `fields` lists what and why. */
export class ApiValidationError extends ApiHttpError {
  override name = 'ApiValidationError';
  readonly fields: FieldError[];
  constructor(params: ApiHttpErrorParams) {
    const fields = parseFieldErrors(params.body);
    super(params, fields.length > 0
      ? `Scan service rejected the request: ${fields.map((f) => `${f.path || '(body)'}: ${f.message}`).join('; ')}`
      : 'Scan service rejected the request');
    this.fields = fields;
  }
}

/** 429. `retryAfterMs` comes from the `retry-after` header (seconds or an HTTP date). */
export class RateLimitedError extends ApiHttpError {
  override name = 'RateLimitedError';
  readonly retryAfterMs: number | undefined;
  constructor(params: ApiHttpErrorParams & { retryAfterMs: number | undefined }) {
    super(params, 'Scan service rate limit reached');
    this.retryAfterMs = params.retryAfterMs;
  }
}

/** 5xx (including 501 from a server that lacks the endpoint). */
export class ApiServerError extends ApiHttpError {
  override name = 'ApiServerError';
}

/**
 * `retry-after` as milliseconds: delta-seconds or an HTTP date (relative to
 * `now`). Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Picks the error class for a non-2xx status. */
export function httpErrorFor(params: ApiHttpErrorParams, headers: Headers): ApiHttpError {
  const { status } = params;
  if (status === 401 || status === 403) return new ApiKeyRejectedError(params);
  if (status === 422) return new ApiValidationError(params);
  if (status === 429) return new RateLimitedError({ ...params, retryAfterMs: parseRetryAfter(headers.get('retry-after')) });
  if (status >= 500) return new ApiServerError(params);
  return new ApiHttpError(params);
}

// ---------- transport errors ----------

/** No answer within `timeoutMs` (per attempt). */
export class ApiTimeoutError extends ScanApiError {
  override name = 'ApiTimeoutError';
  readonly timeoutMs: number;
  readonly endpoint: string;
  constructor(endpoint: string, timeoutMs: number) {
    super(`Scan service did not answer within ${timeoutMs} ms`, { details: endpoint });
    this.timeoutMs = timeoutMs;
    this.endpoint = endpoint;
  }
}

/** The caller's AbortSignal fired; `cause` is the signal's reason. */
export class ApiAbortedError extends ScanApiError {
  override name = 'ApiAbortedError';
  constructor(endpoint: string, reason: unknown) {
    super('Scan request was cancelled', { details: endpoint, cause: reason });
  }
}

/** The request never got an HTTP answer (DNS, refused connection, TLS, CORS, offline). */
export class ApiNetworkError extends ScanApiError {
  override name = 'ApiNetworkError';
  readonly endpoint: string;
  constructor(endpoint: string, cause: unknown) {
    super('Scan service unreachable', { cause, details: `${endpoint}: ${cause instanceof Error ? cause.message : String(cause)}` });
    this.endpoint = endpoint;
  }
}

/** A 2xx body that is not JSON. */
export class InvalidJsonError extends ScanApiError {
  override name = 'InvalidJsonError';
  readonly status: number;
  readonly requestId: string | undefined;
  /** The first 200 characters of the body. */
  readonly bodySnippet: string;
  constructor(params: { status: number; requestId: string | undefined; endpoint: string; text: string; cause: unknown }) {
    super('Scan service answered with invalid JSON', { cause: params.cause, details: `${params.endpoint}: ${params.text.slice(0, 200)}` });
    this.status = params.status;
    this.requestId = params.requestId;
    this.bodySnippet = params.text.slice(0, 200);
  }
}

/** A 2xx JSON body that fails the response schema. `paths` name where, e.g. "validation.result_type". */
export class ApiSchemaError extends ScanApiError {
  override name = 'ApiSchemaError';
  readonly issues: ZodIssue[];
  readonly paths: string[];
  readonly body: unknown;
  readonly requestId: string | undefined;
  constructor(params: { issues: readonly ZodIssue[]; body: unknown; requestId: string | undefined; endpoint: string }) {
    const issues = leafIssues(params.issues);
    const paths = issuePaths(issues);
    super(`Scan service answer has an unexpected shape at ${paths.join(', ')}`, { details: `${params.endpoint}: ${formatIssues(issues)}` });
    this.issues = issues;
    this.paths = paths;
    this.body = params.body;
    this.requestId = params.requestId;
  }
}

/** The request failed its schema before anything was sent. `fields` are dotted paths. */
export class InvalidRequestError extends ScanApiError {
  override name = 'InvalidRequestError';
  readonly issues: ZodIssue[];
  readonly fields: string[];
  constructor(endpoint: string, issues: readonly ZodIssue[]) {
    const fields = issuePaths(issues);
    super(`Invalid scan request: ${fields.join(', ')}`, { details: `${endpoint}: ${formatIssues(issues)}` });
    this.issues = [...issues];
    this.fields = fields;
  }
}

// ---------- helpers ----------

/**
 * Issues with unions opened up: a field that may be null (`z.union([x, z.null()])`) fails
 * as one "invalid_union" at the field, which hides where inside it the answer
 * broke. The branch whose issues reach deepest is the one that nearly matched;
 * its issues, under the union's path, say where.
 */
export function leafIssues(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const depth = (branch: readonly ZodIssue[]) => Math.max(0, ...branch.map((i) => i.path.length));
    const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
    if (depth(best) === 0) return [issue];
    return leafIssues(best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

function pathOf(issue: ZodIssue): string {
  return issue.path.map((p) => String(p)).join('.') || '(root)';
}

function issuePaths(issues: readonly ZodIssue[]): string[] {
  return [...new Set(issues.map(pathOf))];
}

function formatIssues(issues: readonly ZodIssue[]): string {
  return issues.map((i) => `${pathOf(i)}: ${i.message}`).join('; ');
}

function bodyDetail(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 200) || undefined;
  const parsed = z.looseObject({ detail: z.optional(z.string()), message: z.optional(z.string()), error: z.optional(z.string()) }).safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.detail ?? parsed.data.message ?? parsed.data.error;
}
