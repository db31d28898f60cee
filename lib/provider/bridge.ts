/**
 * The isolated-world bridge: checks what the wrapper posts (the page can post
 * the same messages, so everything is checked, by hand: this runs in every
 * frame, see ./page-messages), relays it to the background and tells the
 * wrapper two things, on its private channel (./forward-channel.ts) and without
 * the frame's key: 'received' (a bridge has the request) and 'reject' (an
 * error for the dapp: a refusal, the extension gone). It never tells the
 * wrapper to call the wallet: the background runs every call that reaches the
 * wallet (approved, or not reviewed at all) in the page itself, and the page
 * could forge any message the bridge reads.
 *
 * Cost in a frame that never signs: one 'message' listener that returns after
 * two property reads. Nothing else is built before the first request; the
 * listener for the background's answers (listenSettle) only once one is held.
 */
import type { HintsMessage, InterceptedRequest } from '../messaging/page-channel';
import type { RpcErrorPayload } from '../rpc-errors';
import { badParams, CALL_EVENT, CHANNEL, extensionGone, internal, MAX_PARAMS_JSON_BYTES } from './constants';
import { parseHints, parseId, parseInterceptReply, parseRequest, parseSettle } from './page-messages';
import type { PageWindow } from './page-window';
import { walletChannelCall, type ObservedCall } from './wallet-channels';

/** What the bridge tells the wrapper (a CALL event without the key, see ./forward-channel.ts). */
export type BridgeCommand = { mode: 'received'; id: string } | { mode: 'reject'; id: string; rejection: RpcErrorPayload };

/** `tell` in a frame: a CALL event on the window (made by `makeEvent`, the isolated world's CustomEvent) with the command as JSON. */
export const tellByEvent =
  <E>(win: { dispatchEvent(event: E): boolean }, makeEvent: (type: string, detail: string) => E) =>
  (command: BridgeCommand): void =>
    void win.dispatchEvent(makeEvent(CALL_EVENT, JSON.stringify(command)));

export interface BridgeDeps {
  win: Pick<PageWindow, 'addEventListener' | 'removeEventListener' | 'location'>;
  /** Dispatches `command` to the wrapper as a CALL event with a JSON detail. */
  tell(command: BridgeCommand): void;
  /** sendMessage('intercept', request) to the background. */
  intercept(request: InterceptedRequest): Promise<unknown>;
  /** False once the extension was reloaded or removed under this content script. */
  contextAlive(): boolean;
  /** How often to look for a lost extension context while requests are held (ms). */
  watchEvery?: number;
  /** A signing call posted on a wallet's own channel, around the wrapper (see ./wallet-channels). */
  observe?(call: ObservedCall): Promise<unknown>;
  /** The wrapper found a wallet it can neither wrap nor replace (see ./stand-in); told once per frame. */
  unguarded?(): Promise<unknown>;
  /** sendMessage('hints', …): the wallet's chain and accounts for a request relayed with hintsFollow. */
  hints?(hints: HintsMessage): Promise<unknown>;
  /**
   * Listens for the background's error answers (lib/messaging/settle.ts):
   * `answer` gets each message and says whether this bridge held its request.
   * Called once, when the frame's first request is accepted.
   */
  listenSettle?(answer: (message: unknown) => boolean): void;
  /** sendMessage('solanaSent', …): what the wallet answered a held Solana signAndSend (checked again in the background). */
  solanaSent?(sent: { id: string; sent: unknown }): Promise<unknown>;
}

/** Requests whose hints may still come, at most this many per frame (a page posting requests and never hints cannot grow it). */
const MAX_AWAITED_HINTS = 256;

export function createBridge(deps: BridgeDeps): { dispose(): void } {
  const { win } = deps;
  /** Requests the background accepted and that have not settled yet. */
  const held = new Set<string>();
  let watch: ReturnType<typeof setInterval> | undefined;
  /** Requests relayed with hintsFollow whose hints have not come: hints for any other id are dropped here. */
  const awaitingHints = new Set<string>();
  /** The page can post 'unguarded' too: it can only make its own tab look worse, and only once. */
  let toldUnguarded = false;
  let listening = false;

  const settle = (id: string, error: RpcErrorPayload): void => {
    held.delete(id);
    deps.tell({ mode: 'reject', id, rejection: error });
  };

  /** The background's error answer for a held request (Reject's 4001): passed on at once; false for an id not held here. */
  const answer = (message: unknown): boolean => {
    const m = parseSettle(message);
    if (!m || !held.has(m.id)) return false;
    settle(m.id, m.rejection);
    return true;
  };

  const watchContext = (): void => {
    if (watch !== undefined) return;
    watch = setInterval(() => {
      if (held.size > 0 && deps.contextAlive()) return;
      for (const id of [...held]) settle(id, extensionGone());
      clearInterval(watch);
      watch = undefined;
    }, deps.watchEvery ?? 1000);
  };

  const relay = async (request: InterceptedRequest): Promise<void> => {
    let reply: unknown;
    try {
      reply = await deps.intercept(request);
    } catch {
      return settle(request.id, extensionGone());
    }
    const r = parseInterceptReply(reply);
    if (!r) return settle(request.id, internal('unexpected answer from the extension'));
    if (r.accepted) {
      held.add(request.id);
      // Only a frame that has a request in flight listens (nothing in a frame that never signs).
      if (!listening) deps.listenSettle?.(answer);
      listening = true;
      return watchContext();
    }
    // The background could not run the un-reviewed call in the page: fail loudly rather than guess.
    settle(request.id, r.passThrough ? internal('Preflight could not hand this request to the wallet') : r.error);
  };

  const onMessage = (event: unknown): void => {
    if (typeof event !== 'object' || event === null || Reflect.get(event, 'source') !== win) return;
    const data: unknown = Reflect.get(event, 'data');
    if (typeof data !== 'object' || data === null) return;
    if (Reflect.get(data, 'channel') !== CHANNEL) {
      const call = deps.observe ? walletChannelCall(data) : null;
      // Stryker disable next-line OptionalChaining: call is null unless deps.observe is there (the line above)
      if (call) void deps.observe?.(call).catch(() => undefined);
      return;
    }
    const type: unknown = Reflect.get(data, 'type');
    const id = parseId(Reflect.get(data, 'id'));
    if (type === 'settle') {
      if (id === null || !held.delete(id)) return;
      const result: unknown = Reflect.get(Object(Reflect.get(data, 'outcome')), 'result');
      const sent: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'solanaSent') : undefined;
      if (sent !== undefined) void deps.solanaSent?.({ id, sent }).catch(() => undefined);
      return;
    }
    if (type === 'hints') {
      const hints = parseHints(data);
      if (!hints || !awaitingHints.delete(hints.id)) return;
      void deps.hints?.(hints).catch(() => undefined);
      return;
    }
    if (type === 'unguarded') {
      if (!toldUnguarded) void deps.unguarded?.().catch(() => undefined);
      toldUnguarded = true;
      return;
    }
    if (type !== 'request') return;
    const request = parseRequest(data);
    // A malformed request with a usable id still gets an answer, so no dapp waits forever.
    if (!request) return id !== null ? settle(id, badParams('the request could not be read')) : undefined;
    const tooBig = paramsTooBig(request.params);
    if (tooBig) return settle(request.id, badParams(tooBig));
    // Tell the wrapper a bridge has it (it otherwise answers the dapp after a few seconds).
    deps.tell({ mode: 'received', id: request.id });
    if (request.hintsFollow && awaitingHints.size < MAX_AWAITED_HINTS) awaitingHints.add(request.id);
    void relay(request);
  };

  win.addEventListener('message', onMessage);
  return {
    dispose() {
      win.removeEventListener('message', onMessage);
      if (watch !== undefined) clearInterval(watch);
    },
  };
}

/** Why the params cannot go to the background, or null when they can. */
function paramsTooBig(params: unknown): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(params);
  } catch {
    return 'the parameters are not JSON';
  }
  if (json === undefined) return null;
  // Cheap bound first: UTF-8 takes at most 3 bytes per UTF-16 unit.
  if (json.length * 3 <= MAX_PARAMS_JSON_BYTES) return null;
  return new TextEncoder().encode(json).length > MAX_PARAMS_JSON_BYTES ? `the parameters exceed ${MAX_PARAMS_JSON_BYTES} bytes` : null;
}
