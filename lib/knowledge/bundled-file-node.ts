/**
 * Reads a bundled data file in Node (CLI, server, tests, benches) from ./data/ beside this code:
 * lib/knowledge/data/ when run from the sources, dist/cli/data/ in the compiled CLI
 * (scripts/build-cli.mjs copies the files there, as the bundle's import.meta.url points there).
 */
import { readFile } from 'node:fs/promises';
import { BundledFileError, setBundledFileReader, type BundledFileReader } from './bundled-file';

const DATA_DIR = new URL('./data/', import.meta.url);

export const nodeBundledFileReader: BundledFileReader = async (file) => {
  try {
    return new Uint8Array(await readFile(new URL(file, DATA_DIR)));
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw new BundledFileError(missing ? 'missing' : 'unreadable', file, error instanceof Error ? error.message : String(error));
  }
};

/** For Node entry points: bundled files come from the disk. */
export function useNodeBundledFiles(): void {
  setBundledFileReader(nodeBundledFileReader);
}
