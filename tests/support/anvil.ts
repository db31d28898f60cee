import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Path of the anvil binary shipped in the npm package's optional dependency. */
export function anvilBinary(): string {
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json');
  return path.join(path.dirname(pkg), 'bin', 'anvil');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Anvil {
  url: string;
  port: number;
  chainId: number;
  stop(): Promise<void>;
}

/** The default anvil mnemonic's first accounts (well known, test only). */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const;

/** Starts a real anvil node on a free loopback port and waits until it answers JSON-RPC. */
export async function startAnvil(opts: { chainId?: number; port?: number } = {}): Promise<Anvil> {
  const port = opts.port ?? (await freePort());
  const chainId = opts.chainId ?? 31337;
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--port', String(port), '--host', '127.0.0.1', '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('anvil did not start within 15 s');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    port,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
