/**
 * Finds the typed data in eth_signTypedData* params. v3/v4: [address, json string
 * or object] (some dapps swap the two, so the address is found by shape);
 * v1 (eth_signTypedData): [array of {type,name,value}, address].
 * Input size is checked before parsing: over 512 KB is not parsed at all.
 * JSON text is read exactly (lib/json/exact.ts); where a number's exact value
 * and the double a JSON.parse wallet gets differ, both readings are returned
 * (`rounded`) so the rules can judge each (#25 item 4).
 */
import { JsonTextError, readJsonExactly, type TwoReadings } from '../../json/exact';
import type { SanitizeIssue } from './types';

export const MAX_TYPED_DATA_CHARS = 512 * 1024;

export type TypedRequest =
  | { kind: 'v4'; data: unknown; address: string | undefined; rounded?: { data: unknown; numbers: TwoReadings[] } }
  | { kind: 'v1'; entries: unknown[]; address: string | undefined }
  | { kind: 'invalid'; issue: SanitizeIssue };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function invalid(feature_id: string, description: string): TypedRequest {
  return { kind: 'invalid', issue: { feature_id, severity: 'Warning', path: '', description } };
}

function tooLarge(): TypedRequest {
  return invalid('TYPED_DATA_TOO_LARGE', 'The typed data is too large to check (over 512 KB).');
}

/** The exact reading of the text, and the JSON.parse one when a number reads differently. */
function fromText(text: string, address: string | undefined): TypedRequest {
  try {
    const { value, twoReadings } = readJsonExactly(text);
    if (twoReadings.length === 0) return { kind: 'v4', data: value, address };
    const rounded: unknown = JSON.parse(text);
    return { kind: 'v4', data: value, address, rounded: { data: rounded, numbers: twoReadings } };
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: readJsonExactly throws only JsonTextError; JSON.parse of text it read cannot throw
    if (err instanceof JsonTextError) return invalid('TYPED_DATA_MALFORMED', `The typed data cannot be read: ${err.message}.`);
    throw err;
  }
}

export function readTypedDataParams(method: string, params: readonly unknown[]): TypedRequest {
  const address = params.find((p): p is string => typeof p === 'string' && ADDRESS.test(p));
  if (method === 'eth_signTypedData' && Array.isArray(params[0])) {
    if (params[0].length > 1024) return tooLarge();
    return { kind: 'v1', entries: params[0], address };
  }
  const payload = params.find((p) => !(typeof p === 'string' && ADDRESS.test(p)));
  if (payload === undefined) return invalid('TYPED_DATA_MALFORMED', 'The request carries no typed data.');
  if (typeof payload === 'string') {
    if (payload.length > MAX_TYPED_DATA_CHARS) return tooLarge();
    return fromText(payload, address);
  }
  if (typeof payload === 'object' && payload !== null) {
    let size = 0;
    try {
      size = JSON.stringify(payload).length;
    } catch {
      return invalid('TYPED_DATA_MALFORMED', 'The typed data cannot be read.');
    }
    if (size > MAX_TYPED_DATA_CHARS) return tooLarge();
    return { kind: 'v4', data: payload, address };
  }
  return invalid('TYPED_DATA_MALFORMED', 'The typed data is neither a JSON string nor an object.');
}
