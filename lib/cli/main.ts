/** The `preflight` executable: wires main() to the process (compiled to dist/cli/preflight.mjs by npm run build:cli). */
import '../zod-setup';
import { useNodeBundledFiles } from '../knowledge/bundled-file-node';
import { main } from './index';

useNodeBundledFiles();

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  readStdin,
});
