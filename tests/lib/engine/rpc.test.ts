import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcError, rpcFromUrl } from '../../../lib/engine/rpc';

/** A real JSON-RPC endpoint on loopback whose answers the tests choose by method name. */
let server: Server;
let url: string;
const seen: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const call = JSON.parse(body);
      seen.push(call);
      if (call.method === 'eth_chainId') return res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x1' }));
      if (call.method === 'broken') {
        res.writeHead(502);
        return res.end('<html>bad gateway</html>');
      }
      res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `the method ${call.method} does not exist` } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address: AddressInfo | string | null = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('rpcFromUrl', () => {
  it('sends JSON-RPC 2.0 and returns the result', async () => {
    const rpc = rpcFromUrl(url);
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(seen.at(-1)).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] });
  });

  it('throws the node error as an RpcError with its code', async () => {
    const err = await rpcFromUrl(url).request({ method: 'eth_simulateV1', params: [] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: -32601, message: 'the method eth_simulateV1 does not exist' });
  });

  it('maps a non-JSON answer and an unreachable node to RpcError -32603', async () => {
    await expect(rpcFromUrl(url).request({ method: 'broken' })).rejects.toMatchObject({ code: -32603, message: expect.stringContaining('502') });
    await expect(rpcFromUrl('http://127.0.0.1:9').request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: -32603, message: expect.stringContaining('unreachable') });
  });
});
