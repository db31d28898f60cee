/**
 * Constants the scripts in every frame (MAIN-world wrapper, isolated bridge)
 * need, kept free of zod so that they stay small. The page channel's name and
 * size cap are defined here (lib/messaging/page-channel.ts re-exports them);
 * the error payloads copy lib/rpc-errors.ts, and
 * tests/lib/provider/page-messages.test.ts checks the copies against it.
 */
import type { RpcErrorPayload } from '../rpc-errors';

export const CHANNEL = 'preflight:v1';
/** Caps so a hostile page cannot make the extension hold or copy huge payloads. */
export const MAX_PARAMS_JSON_BYTES = 2_000_000;
/**
 * The private way from Preflight's isolated world to the wrapper (./forward-channel.ts):
 * DOM events on the frame's window that the wrapper, listening first, stops
 * before any page listener sees them. KEY carries the per-frame secret the bridge
 * makes at document_start, HELLO asks for it again, CALL a command (keyed:
 * forward, read-only call; not keyed: reject, received), ANSWER the wrapper's
 * reply to a read-only call.
 */
export const KEY_EVENT = 'preflight:key';
export const HELLO_EVENT = 'preflight:hello';
export const CALL_EVENT = 'preflight:call';
export const ANSWER_EVENT = 'preflight:answer';
/** background → bridge: an error answer for a held request, sent to the frame (lib/messaging/settle.ts). */
export const SETTLE_CHANNEL = 'preflight:settle';
/** Where the bridge leaves the key in the extension's isolated world (never in the page's). */
export const FORWARD_KEY_GLOBAL = '__preflightForwardKey';
/**
 * targetOrigin for posting to the frame's own window. Not location.origin: in
 * a sandboxed frame the document's origin is opaque ("null") while
 * location.origin still names the URL's, and a message posted to that is
 * dropped. '*' is safe here: the channel is public and carries nothing secret.
 */
export const OWN_WINDOW = '*';

export const rejected = (): RpcErrorPayload => ({ code: 4001, message: 'User rejected the request.' });
export const badParams = (details: string): RpcErrorPayload => ({ code: -32602, message: `Invalid parameters: ${details}` });
export const internal = (details: string): RpcErrorPayload => ({ code: -32603, message: `Internal error: ${details}` });
/** No bridge answered: Preflight does not run in this frame, and a request it cannot review is not sent. */
export const notActive = (): RpcErrorPayload => ({ code: 4900, message: 'Preflight is not active in this frame, so the request was not sent to your wallet.' });
/** The extension was reloaded or removed under a content script that still runs. */
export const extensionGone = (): RpcErrorPayload => ({
  code: 4900,
  message: 'Preflight was reloaded or is unavailable, so the request was not sent to your wallet. Please try again.',
});
/** How long the wrapper waits for the wallet's eth_chainId / eth_accounts before sending the hints without them. */
export const WALLET_HINT_MS = 1_000;
/** How long the wrapper waits for the bridge to say it has a request (it answers at once when present). */
export const BRIDGE_RECEIPT_MS = 5_000;
/**
 * The one-time link from the Solana wrapper (page-scripts/solana.ts, MAIN world, injected right
 * after the EVM wrapper) to the EVM wrapper's page channel: the first such event carries a function
 * that receives the channel's hold(); later ones are ignored (lib/solana/provider/link.ts).
 */
export const SOLANA_LINK_EVENT = 'preflight:solana';
