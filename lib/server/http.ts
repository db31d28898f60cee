/** Small node:http helpers for the self-hosted scanner: bounded body reading and JSON answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod/mini';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** Reads the body, giving up as soon as it passes `limit` bytes (a huge body must not fill memory). */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      reject(new BodyTooLargeError(`body over ${limit} bytes`));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLargeError(`body over ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** FastAPI's 422 body, which the API client parses into a field list. */
export function validationDetail(issues: readonly z.core.$ZodIssue[]): { detail: Array<{ loc: Array<string | number>; msg: string; type: string }> } {
  return {
    detail: issues.map((i) => ({
      loc: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: i.message,
      type: i.code,
    })),
  };
}
