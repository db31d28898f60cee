/**
 * Data files shipped beside the code rather than inside it: bytes in a JavaScript bundle cost a
 * third more as base64. They live in lib/knowledge/data/ (with their source and license beside
 * them) and are copied next to the built code: its root in the extension (wxt.config.ts), dist/cli/data/
 * for the CLI (scripts/build-cli.mjs).
 *
 * Reading one is the platform's business: the background registers a reader that fetches the
 * extension's own file (bundled-file-browser.ts), Node entry points one that reads the disk
 * (bundled-file-node.ts). Every failure is a BundledFileError, so a list that cannot be read is
 * reported as unavailable, never as empty.
 */
import { gunzipText } from './gunzip';

/** The files shipped beside the code (build steps copy exactly these). */
export const BUNDLED_FILES = ['phishing.json.gz', 'scam-prefixes.bin', 'selectors.json.gz', 'sites.json.gz', 'contracts.json.gz', 'tokens.json.gz', 'solana-tokens.json.gz', 'brands.json.gz', 'confusables.json.gz', 'solana-programs.json.gz', 'price-feeds.json.gz'] as const;
export type BundledFileName = (typeof BUNDLED_FILES)[number];

/**
 * no-reader: nothing registered a reader in this context; missing / unreadable: the platform could
 * not give the bytes; corrupt: the bytes are not what the file's format says.
 */
export type BundledFileErrorKind = 'no-reader' | 'missing' | 'unreadable' | 'corrupt';

export class BundledFileError extends Error {
  override readonly name = 'BundledFileError';
  constructor(
    readonly kind: BundledFileErrorKind,
    readonly file: BundledFileName,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
  }
}

/** Gives a file's bytes or throws a BundledFileError. */
export type BundledFileReader = (file: BundledFileName) => Promise<Uint8Array<ArrayBuffer>>;

let reader: BundledFileReader | undefined;

/** Called once by each entry point (background, CLI, test setup, benches) before the first scan. */
export function setBundledFileReader(next: BundledFileReader): void {
  reader = next;
}

/** The file's bytes; throws a BundledFileError when they cannot be had. */
export async function readBundledFile(file: BundledFileName): Promise<Uint8Array<ArrayBuffer>> {
  if (reader === undefined) throw new BundledFileError('no-reader', file, 'no reader for bundled files in this context');
  try {
    return await reader(file);
  } catch (error) {
    if (error instanceof BundledFileError) throw error;
    throw new BundledFileError('unreadable', file, error instanceof Error ? error.message : String(error));
  }
}

/** A gzipped JSON file's value (phishing.json.gz, selectors.json.gz); throws a BundledFileError, "corrupt" when the bytes are not gzipped JSON. */
export async function readBundledGzipJson(file: BundledFileName, read: BundledFileReader = readBundledFile): Promise<unknown> {
  const bytes = await read(file);
  try {
    const value: unknown = JSON.parse(await gunzipText(bytes));
    return value;
  } catch (error) {
    throw new BundledFileError('corrupt', file, `not gzipped JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
