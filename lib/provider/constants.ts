/**
 * Constants the MAIN-world wrapper needs, kept free of zod so that the script
 * injected into every page stays small. The zod contracts in
 * lib/messaging/page-channel.ts and lib/rpc-errors.ts remain the source of
 * truth; tests/lib/provider/constants.test.ts checks these copies against them.
 */
import type { RpcErrorPayload } from '../rpc-errors';
import { SIGNING_METHODS } from '../methods';

export const CHANNEL = 'preflight:v1';
export const HOOK_KEY = 'preflight.hook.v1';

/** The methods that sign or send something; everything else passes straight through. */
export const INTERCEPTED_METHODS: ReadonlySet<string> = new Set(SIGNING_METHODS);

export const rejected = (): RpcErrorPayload => ({ code: 4001, message: 'User rejected the request.' });
export const badParams = (details: string): RpcErrorPayload => ({ code: -32602, message: `Invalid parameters: ${details}` });
export const internal = (details: string): RpcErrorPayload => ({ code: -32603, message: `Internal error: ${details}` });
/** No bridge answered: Preflight does not run in this frame, and a request it cannot review is not sent. */
export const notActive = (): RpcErrorPayload => ({ code: 4900, message: 'Preflight is not active in this frame, so the request was not sent to your wallet.' });
/** How long the wrapper waits for the bridge to say it has a request (it answers at once when present). */
export const BRIDGE_RECEIPT_MS = 5_000;
