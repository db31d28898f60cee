/**
 * Loopback JSON-RPC servers for the scan's simulation (settings.rpcUrls):
 * a gate that holds every call until released and then forwards it to the
 * real anvil (the scan stays in "scanning" as long as the test needs), and one
 * that never answers (the scan times out).
 */
import http from 'node:http';

export interface RpcServer {
  url: string;
  close(): Promise<void>;
}

export interface RpcGate extends RpcServer {
  /** Calls received so far (held or forwarded). */
  received(): number;
  /** Forwards every held call and every later one straight to the upstream. */
  open(): void;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function closer(server: http.Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

export async function startRpcGate(upstream: string): Promise<RpcGate> {
  let opened = false;
  let count = 0;
  const held: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    count += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const forward = () => {
        fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
          .then(async (r) => {
            const text = await r.text();
            if (!res.destroyed) res.writeHead(r.status, { 'content-type': 'application/json' }).end(text);
          })
          .catch(() => {
            if (!res.destroyed) res.writeHead(502).end();
          });
      };
      if (opened) forward();
      else held.push(forward);
    });
  });
  const url = await listen(server);
  return {
    url,
    received: () => count,
    open() {
      opened = true;
      for (const f of held.splice(0)) f();
    },
    close: closer(server),
  };
}

export async function startHangingRpc(): Promise<RpcServer> {
  const server = http.createServer(() => undefined);
  return { url: await listen(server), close: closer(server) };
}
