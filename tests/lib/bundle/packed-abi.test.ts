import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { parseAst } from 'rolldown/parseAst';
import { parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { unpackJson } from '../../../lib/bundle/packed-json';
import { protocolAbi } from '../../../lib/engine/decode/protocols';
import { packedJson } from '../../../scripts/packed-json';

const root = path.resolve('.');
const file = path.join(root, 'lib/engine/decode/protocols.ts');

/** The ABI plugin's transform, run as the background's build runs it (a kilobyte threshold). */
async function transformed(code: string): Promise<string | undefined> {
  const [json, abi] = packedJson(root);
  const buildStart = json?.buildStart;
  const transform = abi?.transform;
  if (typeof buildStart !== 'function' || typeof transform !== 'function') throw new Error('the plugins lost their hooks');
  await buildStart.call({} as never, { input: [path.join(root, 'entrypoints/background.ts')] } as never);
  const result: unknown = await transform.call({ parse: (text: string) => parseAst(text) } as never, code, file);
  return typeof result === 'object' && result !== null && 'code' in result && typeof result.code === 'string' ? result.code : undefined;
}

describe('packed ABI signatures (scripts/packed-abi.ts)', () => {
  it('packs the protocols\' signature list into text that unpacks to the same ABI, lines kept', async () => {
    const code = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' }).code;
    const out = await transformed(code);
    const literal = out?.match(/parseAbi\(unpackJson\(("[^"]*")\)/)?.[1];
    expect(literal).toBeDefined();
    expect(parseAbi(unpackJson(JSON.parse(literal ?? '""')) as string[])).toEqual(protocolAbi);
    expect(out?.split('\n').length).toBe(code.split('\n').length);
    expect(out?.length).toBeLessThan(code.length - 5000);
  });

  it('leaves short lists and lists that are not all literals alone', async () => {
    expect(await transformed("import { parseAbi } from 'viem';\nexport const a = parseAbi(['function f(uint256 x)']);\n")).toBeUndefined();
    const long = Array.from({ length: 40 }, (_, i) => `'function f${i}(uint256 amount, address recipient)'`).join(', ');
    expect(await transformed(`import { parseAbi } from 'viem';\nconst g = 'function g()';\nexport const a = parseAbi([${long}, g]);\n`)).toBeUndefined();
  });
});
