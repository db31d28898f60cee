import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEther, toHex, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { startServer, type RunningServer } from '../../../lib/server';
import { startAnvil, type Anvil } from '../../support/anvil';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/preflight.mjs');
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let anvil: Anvil;
let dir: string;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-cli-'));
});
afterAll(async () => {
  await anvil?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const clean = { ...process.env };
    delete clean.PREFLIGHT_API_KEY;
    delete clean.PREFLIGHT_API_URL;
    delete clean.PREFLIGHT_RPC_URL;
    execFile(process.execPath, [BIN, ...args], { env: { ...clean, ...env }, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err && typeof err.code === 'number' ? err.code : err ? 1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function file(name: string, content: unknown): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
}

const sendTx = {
  chain: 'ethereum',
  domain: 'https://app.example.org',
  account_address: ME,
  method: 'eth_sendTransaction',
  params: [{ from: ME, to: OTHER, value: toHex(parseEther('1.5')) }],
};

describe('preflight scan', () => {
  it('scans the short JSON-RPC form with --rpc and prints the result JSON', async () => {
    const { code, stdout, stderr } = await run(['scan', await file('rpc.json', sendTx), '--rpc', anvil.url]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const res = evmScanResponseSchema.parse(JSON.parse(stdout));
    expect(res.validation).toMatchObject({ result_type: 'Benign', features: [{ feature_id: 'NATIVE_TRANSFER', type: 'Info' }, { feature_id: 'SIMULATED_WITH_YOUR_RPC' }] });
    expect(res.simulation?.assets_diffs[ME]?.[0]?.out[0]?.summary).toBe('Send 1.5 ETH');
  });

  it('scans a transaction-scan body offline (validation only)', async () => {
    const body = { chain: 'eip155:31337', metadata: {}, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' } };
    const { code, stdout } = await run(['scan', await file('tx.json', body)]);
    expect(code).toBe(0);
    const res = evmScanResponseSchema.parse(JSON.parse(stdout));
    expect(res).toMatchObject({ chain: 'eip155:31337', block: 'latest' });
    expect(res.validation).toMatchObject({ result_type: 'Benign', features: [{ feature_id: 'NATIVE_TRANSFER', type: 'Info' }] });
    expect(res).not.toHaveProperty('simulation');
  });

  it.each([
    ['a file that is not JSON', 'bad.json', '{oops'],
    ['an unknown chain', 'chain.json', { ...sendTx, chain: 'narnia' }],
    ['a request without params', 'noparams.json', { chain: 'ethereum', method: 'eth_sign' }],
  ])('rejects %s with exit 2 and one line on stderr', async (_label, name, content) => {
    const { code, stdout, stderr } = await run(['scan', await file(name, content)]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^preflight: .+\n$/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('rejects a missing file with exit 2', async () => {
    expect((await run(['scan', path.join(dir, 'nope.json')])).code).toBe(2);
  });

  it('rejects a missing command or an unknown flag with exit 2 and the usage', async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^preflight: usage: /);
    expect((await run(['scan', 'x.json', '--nope'])).code).toBe(2);
  });

  describe('remote mode (PREFLIGHT_API_KEY)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ port: 0, rpc: anvil.url, apiKey: 'cli-key', reportsFile: path.join(dir, 'r.jsonl') });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('asks the service at PREFLIGHT_API_URL instead of the local engine', async () => {
      const { code, stdout } = await run(['scan', await file('remote.json', sendTx)], { PREFLIGHT_API_KEY: 'cli-key', PREFLIGHT_API_URL: server.url });
      expect(code).toBe(0);
      const res = evmScanResponseSchema.parse(JSON.parse(stdout));
      // Only the server has an RPC here: a simulation proves the answer came from it.
      expect(res.simulation?.assets_diffs[ME]?.[0]?.out[0]?.value).toBe('1.5');
    });

    it('fails with exit 1 and one line when the service rejects the key', async () => {
      const { code, stderr } = await run(['scan', await file('remote2.json', sendTx)], { PREFLIGHT_API_KEY: 'wrong', PREFLIGHT_API_URL: server.url });
      expect(code).toBe(1);
      expect(stderr).toMatch(/^preflight: API key rejected/);
    });
  });
});

describe('preflight serve', () => {
  it('serves the scanner on the port asked and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--api-key', 'k', '--reports', path.join(dir, 'serve.jsonl')], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /listening on (http:\/\/\S+?)[ ,\n]/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const res = await fetch(`${url}/v0/evm/transaction/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
        body: JSON.stringify({ chain: 'ethereum', metadata: {}, account_address: ME, data: { from: ME, to: OTHER } }),
      });
      expect(res.status).toBe(200);
      expect(evmScanResponseSchema.parse(await res.json()).validation).toMatchObject({ result_type: 'Benign', features: [{ feature_id: 'NATIVE_TRANSFER', type: 'Info' }] });
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
