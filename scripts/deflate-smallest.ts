/**
 * Raw deflate at its smallest for what the build ships deflated (packed tables, the gzipped data
 * files): Zopfli (@gfx/zopfli, Apache-2.0) finds a few per cent more than zlib's level 9, and any
 * inflater reads it. Checked by inflating it back, so a fault in the encoder stops the build.
 */
import { deflateAsync, gzipAsync } from '@gfx/zopfli';
import { gunzipSync, inflateRawSync } from 'node:zlib';

const OPTIONS = { numiterations: 15 };

function checked(packed: Uint8Array, text: string | Uint8Array, inflate: (bytes: Uint8Array) => Buffer): Uint8Array {
  if (!inflate(packed).equals(Buffer.from(text))) throw new Error('Zopfli gave bytes that do not inflate back to the input');
  return packed;
}

export async function deflateSmallest(text: string | Uint8Array): Promise<Uint8Array> {
  return checked(await deflateAsync(text, OPTIONS), text, inflateRawSync);
}

export async function gzipSmallest(text: string | Uint8Array): Promise<Uint8Array> {
  return checked(await gzipAsync(text, OPTIONS), text, gunzipSync);
}
