/**
 * A real HTTP server on loopback (port 0) for client tests. It records every
 * request (method, raw path, query, headers, body) and answers from a script
 * per path: each request takes the next scripted response; the last one
 * repeats. Unscripted paths answer 404 `{ "detail": "Not Found" }`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  /** Raw (still percent-encoded) path without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  bodyText: string;
  /** Parsed JSON body; undefined when empty or not JSON. */
  body: unknown;
}

export interface ScriptedResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim instead of `body`. */
  rawBody?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface TestHttpServer {
  /** e.g. http://127.0.0.1:43210 */
  url: string;
  requests: RecordedRequest[];
  requestsTo(path: string): RecordedRequest[];
  /** Script the answers for a raw path (method-independent). Replaces any earlier script. */
  respond(path: string, ...responses: ScriptedResponse[]): void;
  /** Forget recorded requests and scripts (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startHttpServer(): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  const scripts = new Map<string, ScriptedResponse[]>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const bodyText = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = bodyText === '' ? undefined : JSON.parse(bodyText);
      } catch {
        body = undefined;
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        bodyText,
        body,
      });
      const queue = scripts.get(url.pathname);
      const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      const scripted = next ?? { status: 404, body: { detail: 'Not Found' } };
      if (scripted.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer(res, scripted);
        }, scripted.delayMs);
        timers.add(timer);
      } else {
        answer(res, scripted);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    respond(path, ...responses) {
      scripts.set(path, responses);
    },
    reset() {
      requests.length = 0;
      scripts.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

function answer(res: ServerResponse, scripted: ScriptedResponse): void {
  if (res.destroyed) return;
  const hasJson = scripted.rawBody === undefined && scripted.body !== undefined;
  const text = scripted.rawBody ?? (hasJson ? JSON.stringify(scripted.body) : '');
  res.writeHead(scripted.status ?? 200, {
    ...(hasJson ? { 'content-type': 'application/json' } : {}),
    ...scripted.headers,
  });
  res.end(text);
}
