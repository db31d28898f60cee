/** Gunzips bytes to text with DecompressionStream (service workers, Firefox, Node 20): no library in the bundle. */
export async function gunzipText(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
