/**
 * The self-hosted scanner: the local engine behind the scanning API's own
 * paths, so the extension (or anything speaking the API) can point its base
 * URL at it. `npx preflight serve`, or startServer() in tests.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  engineAddressScanRequestSchema,
  engineBulkScanRequestSchema,
  engineJsonRpcScanRequestSchema,
  engineTransactionScanRequestSchema,
  evmReportRequestSchema,
} from '../api/schemas/evm';
import { createLocalEngine, type LocalEngine, type RpcSource } from '../engine';
import { BodyTooLargeError, readBody, sendJson, validationDetail } from './http';
import { matchRoute, SPEC_ROUTES } from './routes';
import { appendReport, DEFAULT_REPORTS_FILE } from './reports';

export { SPEC_ROUTES } from './routes';

export interface ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the scanner is meant for the local machine unless asked otherwise. */
  host?: string;
  rpc?: RpcSource;
  /** When set, every request must carry it in X-API-Key. */
  apiKey?: string;
  reportsFile?: string;
  /** Default 2 MB. */
  maxBodyBytes?: number;
  engine?: LocalEngine;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key',
  'access-control-expose-headers': 'x-request-id',
  'access-control-max-age': '600',
};

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Constant-time comparison (through fixed-length digests) so the key cannot be guessed byte by byte. */
function keyMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const engine = opts.engine ?? createLocalEngine(opts.rpc === undefined ? {} : { rpc: opts.rpc });
  const reportsFile = opts.reportsFile ?? DEFAULT_REPORTS_FILE;
  const maxBody = opts.maxBodyBytes ?? 2 * 1024 * 1024;

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const route = matchRoute(pathname);
    if (!route) return sendJson(res, 404, { detail: `Not Found: ${pathname}` });
    if (opts.apiKey !== undefined && !keyMatches(req.headers['x-api-key'], opts.apiKey)) {
      return sendJson(res, 401, { detail: 'Invalid or missing API key (X-API-Key header)' });
    }
    if (req.method !== route.method) return sendJson(res, 405, { detail: `Method Not Allowed: use ${route.method}` });
    if (!route.served) {
      return sendJson(res, 501, {
        detail: `${route.method} ${route.path} is part of the scanning API but the self-hosted Preflight scanner only serves the EVM endpoints: ${SPEC_ROUTES.filter((r) => r.served).map((r) => r.path).join(', ')}`,
      });
    }

    let body: unknown;
    try {
      const text = await readBody(req, maxBody);
      body = JSON.parse(text);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return sendJson(res, 413, { detail: `Request body too large (limit ${maxBody} bytes)` });
      return sendJson(res, 422, { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
    }

    switch (route.path) {
      case '/v0/evm/json-rpc/scan': {
        const parsed = engineJsonRpcScanRequestSchema.safeParse(body);
        if (!parsed.success) return sendJson(res, 422, validationDetail(parsed.error.issues));
        return sendJson(res, 200, await engine.scanJsonRpc(parsed.data));
      }
      case '/v0/evm/transaction/scan': {
        const parsed = engineTransactionScanRequestSchema.safeParse(body);
        if (!parsed.success) return sendJson(res, 422, validationDetail(parsed.error.issues));
        return sendJson(res, 200, await engine.scanTransaction(parsed.data));
      }
      case '/v0/evm/transaction-bulk/scan': {
        const parsed = engineBulkScanRequestSchema.safeParse(body);
        if (!parsed.success) return sendJson(res, 422, validationDetail(parsed.error.issues));
        return sendJson(res, 200, await engine.scanTransactionBulk(parsed.data));
      }
      case '/v0/evm/address-bulk/scan-extended': {
        const parsed = engineAddressScanRequestSchema.safeParse(body);
        if (!parsed.success) return sendJson(res, 422, validationDetail(parsed.error.issues));
        return sendJson(res, 200, await engine.scanAddressesExtended(parsed.data));
      }
      case '/v0/evm/post-transaction/report': {
        const parsed = evmReportRequestSchema.safeParse(body);
        if (!parsed.success) return sendJson(res, 422, validationDetail(parsed.error.issues));
        await appendReport(reportsFile, parsed.data, requestId);
        return sendJson(res, 200, { recorded: true });
      }
      default:
        return sendJson(res, 501, { detail: `${route.path} is not served` });
    }
  }

  const server = createServer((req, res) => {
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    handle(req, res, requestId).catch((err: unknown) => {
      if (res.headersSent) return res.end();
      sendJson(res, 500, { detail: `Internal error: ${err instanceof Error ? err.message : String(err)}` });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  const host = opts.host ?? '127.0.0.1';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
