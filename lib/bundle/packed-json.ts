/**
 * The extension's side of scripts/packed-json.ts: a large JSON data module (the contract registry,
 * the Solana programs, the brands, the token list) is bundled as raw-deflated, basE91-encoded bytes and
 * unpacked here when the module is first evaluated (about a millisecond for all of them), so it
 * costs the build about half its JSON text and every importer still gets the plain value
 * synchronously. Only the extension's build packs; tests and the CLI import the JSON as it is.
 */
import { inflateSync } from 'fflate';
import { decodeBase91 } from './base91';

export function unpackJson(packed: string): unknown {
  const bytes = decodeBase91(packed);
  const value: unknown = JSON.parse(new TextDecoder().decode(inflateSync(bytes)));
  return value;
}
