/**
 * The extension's side of scripts/packed-json.ts: a large JSON data module (the contract registry,
 * the Solana programs, the brands, the token list) is bundled as raw-deflated, base64 bytes and
 * unpacked here when the module is first evaluated (about a millisecond for all of them), so it
 * costs the build about half its JSON text and every importer still gets the plain value
 * synchronously. Only the extension's build packs; tests and the CLI import the JSON as it is.
 */
import { inflateSync } from 'fflate';

export function unpackJson(base64: string): unknown {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const value: unknown = JSON.parse(new TextDecoder().decode(inflateSync(bytes)));
  return value;
}
