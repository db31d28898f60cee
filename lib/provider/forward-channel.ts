/**
 * MAIN world: the wrapper's end of the private channel from Preflight's
 * isolated world (the bridge, and lib/broker/in-page.ts which the background
 * runs there): CALL events on the window, which the wrapper, listening first,
 * stops before any page listener sees them.
 * - Keyed (only with the frame's key): 'forward' calls the wallet's ORIGINAL
 *   methods with the approved snapshot and answers the dapp; 'rpc' makes a
 *   read-only call for the scanner and answers with an ANSWER event.
 * - Unkeyed, as they can only answer the page's own dapp with an error or stop
 *   a timer (what a page could do to its own calls anyway): 'reject' answers a
 *   held call with an error (4001 on Reject, the bridge's refusals), 'received'
 *   is the bridge's receipt for a held call. The bridge sends only these, so it
 *   never puts the key in an event it sends because of a page's message.
 * No public message of the page reaches this code: the wrapper has no
 * 'message' listener.
 *
 * The key: the bridge makes it at document_start and sends it in a KEY event;
 * the wrapper takes the first one (asking with HELLO in case the bridge ran
 * first). Both run before any page script, and every listener here is the first
 * capture listener on the window and stops the event, so no page listener sees
 * a key or a command. Limit: a same-origin parent that touches a child
 * about:blank frame before the browser injects into it is outside what a content
 * script can guard.
 */
import type { ProviderRef } from '../messaging/page-channel';
import type { PageChannel } from './channel';
import { ANSWER_EVENT, CALL_EVENT, HELLO_EVENT, internal, KEY_EVENT, rejected } from './constants';
import type { PreflightHook } from './hook';
import { callWallet } from './wallet-call';
import { read } from './wrap';
import type { PageEvents } from './page-events';
import { jsonParse, jsonStringify, own } from './pristine';
import type { RpcErrorPayload } from '../rpc-errors';

export interface ForwardWindow {
  addEventListener(type: string, listener: (event: unknown) => void, capture: boolean): void;
}

/** A command the wrapper carries out (see the file's comment for which need the key). */
type Command =
  | { mode: 'reject'; id: string; rejection: RpcErrorPayload | null }
  | { mode: 'received'; id: string }
  | { mode: 'forward' | 'rpc'; key: string; nonce: string; id: string; ref: ProviderRef; method: string; params: unknown };

function parseRef(ref: unknown): ProviderRef | null {
  const kind = read(ref, 'kind');
  if (kind === 'window') return { kind };
  const index = read(ref, 'index');
  if (kind === 'providers' && typeof index === 'number') return { kind, index };
  const uuid = read(ref, 'uuid');
  const rdns = read(ref, 'rdns');
  if (kind === 'eip6963' && typeof uuid === 'string' && typeof rdns === 'string') return { kind, uuid, rdns };
  return null;
}

function parseRejection(rejection: unknown): RpcErrorPayload | null {
  const code = own(rejection, 'code');
  const message = own(rejection, 'message');
  const data = own(rejection, 'data');
  return typeof code === 'number' && typeof message === 'string' ? { code, message, ...(data === undefined ? {} : { data }) } : null;
}

function parseCommand(detail: unknown): Command | null {
  if (typeof detail !== 'string' || detail.length > 3_000_000) return null;
  let c: unknown;
  try {
    c = jsonParse(detail);
  }
  // Stryker disable next-line BlockStatement: without the return, c stays undefined and the reads below answer null too
  catch {
    return null;
  }
  // Own fields only: an absent one would be looked up on Object.prototype, where a page getter would see the key.
  // (No array destructuring either: the page owns the array iterator.)
  const mode = own(c, 'mode');
  const id = own(c, 'id');
  if (typeof id !== 'string') return null;
  if (mode === 'received') return { mode, id };
  if (mode === 'reject') return { mode, id, rejection: parseRejection(own(c, 'rejection')) };
  const key = own(c, 'key');
  const nonce = own(c, 'nonce');
  const method = own(c, 'method');
  const ref = parseRef(own(c, 'ref'));
  if ((mode !== 'forward' && mode !== 'rpc') || typeof key !== 'string' || typeof nonce !== 'string' || typeof method !== 'string' || !ref) return null;
  return { mode, key, nonce, id, ref, method, params: own(c, 'params') };
}

export interface ForwardEnv {
  channel: PageChannel;
  /** The originals of the provider a ref names now (a read-only call for a request the wrapper does not hold). */
  walletForRef(ref: ProviderRef): PreflightHook | undefined;
  /** Dispatches a CustomEvent with a string detail on the window (the window's own constructors). */
  emit(type: string, detail?: string): void;
  /** Stops an event and reads its detail with the window's own functions (./page-events: the page may have replaced them since). */
  events: Pick<PageEvents, 'stop' | 'detail'>;
}

export function listenForForwards(win: ForwardWindow, env: ForwardEnv): void {
  let key: string | undefined;
  const { stop, detail: detailOf } = env.events;
  win.addEventListener(
    KEY_EVENT,
    (event) => {
      stop(event);
      const detail = detailOf(event);
      if (key === undefined && typeof detail === 'string' && /^[0-9a-f]{32}$/.test(detail)) key = detail;
    },
    true,
  );
  win.addEventListener(
    CALL_EVENT,
    (event) => {
      stop(event);
      const c = parseCommand(detailOf(event));
      if (!c) return;
      if ((c.mode === 'forward' || c.mode === 'rpc') && (key === undefined || c.key !== key)) return;
      run(c, env);
    },
    true,
  );
  env.emit(HELLO_EVENT);
}

function run(c: Command, env: ForwardEnv): void {
  const { channel } = env;
  if (c.mode === 'received') return channel.received(c.id);
  if (c.mode === 'reject') return channel.answer(c.id, { kind: 'error', error: c.rejection ?? rejected() });
  if (c.mode === 'forward') {
    // Not held any more (answered, timed out): the dapp is not waiting, so the wallet is not asked.
    const wallet = channel.walletFor(c.id);
    if (!wallet) return;
    void callWallet(wallet, c.method, c.params).then((a) =>
      channel.answer(c.id, a.ok ? { kind: 'result', result: a.result } : { kind: 'error', error: a.error }),
    );
    return;
  }
  const wallet = channel.walletFor(c.id) ?? env.walletForRef(c.ref);
  const reply = (answer: unknown): void => env.emit(ANSWER_EVENT, jsonStringify({ nonce: c.nonce, answer }));
  if (!wallet) return reply({ ok: false, error: internal('no wallet in this frame') });
  void callWallet(wallet, c.method, c.params).then(reply);
}
