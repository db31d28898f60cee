/**
 * Hand-written checks for the messages that cross the page boundary, used by
 * the isolated bridge, which runs in every frame at document_start (the
 * MAIN-world wrapper reads no page message: ./forward-channel.ts). Why not zod: it would multiply their size
 * and its schemas would be built in every frame. The zod schemas in
 * lib/messaging/page-channel.ts and lib/messaging/intercept-reply.ts stay the source
 * of truth (the background validates again with them); tests run the same
 * samples through both and expect the same verdicts and the same output.
 */
import type { CallStyle, HintsMessage, InterceptedRequest, ProviderRef, WalletHints } from '../messaging/page-channel';
import type { InterceptReply } from '../messaging/intercept-reply';
import type { RpcErrorPayload } from '../rpc-errors';
import { CHANNEL, SETTLE_CHANNEL } from './constants';

type Rec = Record<string, unknown>;

const ID = /^[0-9a-f-]{32,36}$/i;
const STYLES: readonly CallStyle[] = ['request', 'send-method', 'send-payload', 'send-callback', 'send-async'];
const isStyle = (v: unknown): v is CallStyle => STYLES.some((s) => s === v);

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max: number, min = 0): v is string => typeof v === 'string' && v.length >= min && v.length <= max;

/** A request id as the wrapper makes them (a uuid), or null. */
export const parseId = (v: unknown): string | null => (typeof v === 'string' && ID.test(v) ? v : null);

function header(data: unknown, type: string): data is Rec & { id: string } {
  return isRecord(data) && data.channel === CHANNEL && data.type === type && parseId(data.id) !== null;
}

function parseError(error: unknown): RpcErrorPayload | null {
  if (!isRecord(error) || !Number.isSafeInteger(error.code) || typeof error.message !== 'string') return null;
  const code = Number(error.code);
  return error.data === undefined ? { code, message: error.message } : { code, message: error.message, data: error.data };
}

function parseProviderRef(v: unknown): ProviderRef | null {
  if (!isRecord(v)) return null;
  if (v.kind === 'window') return { kind: 'window' };
  if (v.kind === 'providers') return Number.isSafeInteger(v.index) && Number(v.index) >= 0 && Number(v.index) <= 64 ? { kind: 'providers', index: Number(v.index) } : null;
  if (v.kind === 'eip6963') return isStr(v.uuid, 200) && isStr(v.rdns, 200) ? { kind: 'eip6963', uuid: v.uuid, rdns: v.rdns } : null;
  return null;
}

/** chainId / accounts as the wallet answered them, copied; null when either is malformed. */
function parseHintFields(data: Rec): WalletHints | null {
  const { chainId, accounts } = data;
  if (chainId !== undefined && !isStr(chainId, 100)) return null;
  if (accounts !== undefined && !(Array.isArray(accounts) && accounts.length <= 100 && accounts.every((a) => isStr(a, 100)))) return null;
  const out: WalletHints = {};
  if (chainId !== undefined) out.chainId = chainId;
  if (accounts !== undefined) out.accounts = [...accounts];
  return out;
}

/** wrapper → bridge: a held request (page-supplied, so every field is checked and nothing else is kept). */
export function parseRequest(data: unknown): InterceptedRequest | null {
  if (!header(data, 'request')) return null;
  const provider = parseProviderRef(data.provider);
  const { style, method, hintsFollow } = data;
  if (!provider || !isStyle(style) || !isStr(method, 100, 1)) return null;
  if (hintsFollow !== undefined && hintsFollow !== true) return null;
  const hints = parseHintFields(data);
  if (!hints) return null;
  return { channel: CHANNEL, type: 'request', id: data.id, provider, style, method, params: data.params, ...hints, ...(hintsFollow ? { hintsFollow } : {}) };
}

/** wrapper → bridge: the wallet's hints for a request posted with hintsFollow. */
export function parseHints(data: unknown): HintsMessage | null {
  if (!header(data, 'hints')) return null;
  const hints = parseHintFields(data);
  return hints ? { channel: CHANNEL, type: 'hints', id: data.id, ...hints } : null;
}

/** background → bridge: its answer to 'intercept'. */
export function parseInterceptReply(reply: unknown): InterceptReply | null {
  if (!isRecord(reply)) return null;
  if (reply.accepted === true) return { accepted: true };
  if (reply.accepted !== false) return null;
  if (reply.passThrough === true) return { accepted: false, passThrough: true };
  const error = reply.passThrough === false ? parseError(reply.error) : null;
  return error ? { accepted: false, passThrough: false, error } : null;
}

/** background → bridge: an error answer for a held request (lib/messaging/settle.ts). */
export function parseSettle(message: unknown): { id: string; rejection: RpcErrorPayload } | null {
  if (!isRecord(message) || message.channel !== SETTLE_CHANNEL) return null;
  const id = parseId(message.id);
  const rejection = parseError(message.rejection);
  return id !== null && rejection ? { id, rejection } : null;
}
