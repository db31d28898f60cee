/**
 * The ABI side of scripts/packed-json.ts: `parseAbi([...])` with a literal list of human-readable
 * signatures (lib/engine/decode/protocols.ts holds ~10 kB of them) gets the list packed, as
 * `parseAbi(unpackJson("…"))`, when its JSON text reaches the build's threshold. The strings are
 * the same once unpacked, so is the ABI viem parses from them; the sources stay as they are.
 */
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The string literals of an array expression, or undefined when any element is something else. */
function literalStrings(node: Node): string[] | undefined {
  if (node.type !== 'ArrayExpression' || !Array.isArray(node.elements)) return undefined;
  const strings = node.elements.map((element: unknown) => (isNode(element) && element.type === 'Literal' && typeof element.value === 'string' ? element.value : undefined));
  return strings.every((s): s is string => s !== undefined) ? strings : undefined;
}

/** Every `parseAbi([literal strings])` argument under `node`. */
function abiLists(node: Node, found: { node: Node; strings: string[] }[] = []): { node: Node; strings: string[] }[] {
  if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && node.callee.name === 'parseAbi' && Array.isArray(node.arguments) && node.arguments.length === 1) {
    const [argument] = node.arguments as unknown[];
    const strings = isNode(argument) ? literalStrings(argument) : undefined;
    if (isNode(argument) && strings) found.push({ node: argument, strings });
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) abiLists(child, found);
  }
  return found;
}

export function packedAbi(root: string, build: { packFrom: number; runtime: string; pack: (json: string) => Promise<string> }): Plugin {
  return {
    name: 'preflight:packed-abi',
    // After the TypeScript transform: the plain JS is parsed.
    async transform(code, id) {
      if (!id.startsWith(root) || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('parseAbi([')) return null;
      const lists = abiLists(this.parse(code) as unknown as Node).filter((list) => JSON.stringify(list.strings).length >= build.packFrom);
      if (lists.length === 0) return null;
      let out = code;
      for (const { node, strings } of lists.sort((a, b) => b.node.start - a.node.start)) {
        if (out[node.start] !== '[' || out[node.end - 1] !== ']') throw new Error(`packed-abi: the parser's offsets do not fit ${id}`);
        // Line breaks kept, so the lines after it (and the sourcemaps of the size report) stay where they were.
        const lines = '\n'.repeat(out.slice(node.start, node.end).split('\n').length - 1);
        out = `${out.slice(0, node.start)}unpackJson(${await build.pack(JSON.stringify(strings))})${lines}${out.slice(node.end)}`;
      }
      return { code: `import { unpackJson } from ${JSON.stringify(build.runtime)};${out}`, map: null };
    },
  };
}
