/**
 * The `preflight` command line:
 *   preflight scan FILE|- [--rpc URL]   scan a request, print the result JSON (exit 0; bad input: exit 2)
 *   preflight serve [--port 8787] [--host 127.0.0.1] [--rpc URL] [--api-key KEY] [--reports FILE]
 * With PREFLIGHT_API_KEY set, `scan` asks a scanning service (PREFLIGHT_API_URL,
 * default http://127.0.0.1:8787, i.e. a local `preflight serve`) instead of the local engine.
 * A Solana request (`cluster`, lib/solana/scan-request.ts) is always judged by the local Solana
 * engine; `--rpc` is then a Solana RPC URL (balances and simulation).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { evmChainNameSchema } from '../chains';
import { parseScanInput, type ScanInput } from './input';

// The engine, server and API client load only when a command needs them, so bad input fails fast.

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';
export const DEFAULT_PORT = 8787;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  readStdin: () => Promise<string>;
}

const USAGE = 'usage: preflight scan FILE|- [--rpc URL] | preflight serve [--port N] [--host H] [--rpc URL] [--api-key KEY] [--reports FILE]';

/** Bad input: the message is one line and the exit code 2. */
class UsageError extends Error {}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

async function readRequest(file: string, io: CliIo): Promise<unknown> {
  let text: string;
  try {
    text = file === '-' ? await io.readStdin() : await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not valid JSON`);
  }
}

async function scanRemote(input: Exclude<ScanInput, { kind: 'solana' }>, io: CliIo, apiKey: string): Promise<unknown> {
  const { createScanClient } = await import('../api/client');
  const client = createScanClient({ baseUrl: io.env.PREFLIGHT_API_URL ?? DEFAULT_API_URL, apiKey });
  // The remote service knows only its own chain names, not eip155:<id>.
  if (!evmChainNameSchema.safeParse(input.request.chain).success) {
    throw new UsageError(`chain ${input.request.chain} is not a chain name the scanning service knows`);
  }
  const chain = evmChainNameSchema.parse(input.request.chain);
  const result =
    input.kind === 'transaction'
      ? await client.evm.scanTransaction({ ...input.request, chain })
      : await client.evm.scanJsonRpc({ ...input.request, chain });
  // The service's answer as it sent it (the schema only checked it), and its request id for a report.
  if (result.requestId) io.stderr(`x-request-id: ${result.requestId}\n`);
  return result.body ?? result.data;
}

async function scanCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { rpc: { type: 'string' } }, allowPositionals: true, strict: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  const rpc = values.rpc ?? io.env.PREFLIGHT_RPC_URL;
  const apiKey = io.env.PREFLIGHT_API_KEY;
  const raw = await readRequest(file, io);
  let parsed: ScanInput;
  // Simulation by default whenever something can simulate; the file's own `options` win.
  try {
    parsed = parseScanInput(raw, rpc || apiKey ? ['validation', 'simulation'] : ['validation']);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  let result: unknown;
  if (parsed.kind === 'solana') {
    // The service has no Solana pre-signing scan: Solana requests are always judged by the local engine.
    if (apiKey) io.stderr('Solana request: scanned by the local engine (the service scans Solana only after sending).\n');
    const { createSolanaEngine } = await import('../solana/engine');
    result = await createSolanaEngine(rpc ? { rpc: () => rpc } : {}).scan(parsed.request);
  } else if (apiKey) {
    result = await scanRemote(parsed, io, apiKey);
  } else {
    const { createLocalEngine } = await import('../engine');
    const engine = createLocalEngine(rpc ? { rpc } : {});
    result = parsed.kind === 'transaction' ? await engine.scanTransaction(parsed.request) : await engine.scanJsonRpc(parsed.request);
  }
  io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

async function serveCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      rpc: { type: 'string' },
      'api-key': { type: 'string' },
      reports: { type: 'string' },
    },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0-65535, got ${values.port}`);
  const apiKey = values['api-key'] ?? io.env.PREFLIGHT_SERVER_API_KEY;
  const rpc = values.rpc ?? io.env.PREFLIGHT_RPC_URL;
  const { startServer } = await import('../server');
  const server = await startServer({
    port,
    host: values.host ?? '127.0.0.1',
    ...(rpc ? { rpc } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(values.reports ? { reportsFile: values.reports } : {}),
  });
  io.stdout(`Preflight scanner listening on ${server.url}${apiKey ? ' (X-API-Key required)' : ''}${rpc ? `, simulating with ${rpc}` : ', no RPC: validation only'}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      void server.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'scan') return await scanCommand(rest, io);
    if (command === 'serve') return await serveCommand(rest, io);
    throw new UsageError(USAGE);
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    io.stderr(`preflight: ${oneLine(text)}\n`);
    // parseArgs rejects unknown flags with a TypeError carrying an ERR_PARSE_ARGS code: bad input too.
    const badInput = err instanceof UsageError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'));
    return badInput ? 2 : 1;
  }
}
