#!/usr/bin/env node
// Entry of `npx preflight`: loads the TypeScript CLI through tsx (a runtime dependency).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../lib/cli/index.ts');

const readStdin = async () => {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  readStdin,
});
