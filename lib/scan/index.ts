/**
 * Picks the scanner for an intercepted request and runs it.
 *
 * - Remote (the scanning API) when an API key and a base URL are set and the
 *   chain is one the service names; the local engine otherwise, or as the
 *   fallback when the remote service cannot be reached ("remote with local
 *   fallback", the default). A rejected key or an invalid answer is shown as
 *   such, not silently replaced: the user configured the service and should
 *   know it is failing.
 * - The local engine simulates through the RPC URL configured for the chain,
 *   else through the wallet's own provider in the page (read-only methods).
 *   The page controls that provider, so its simulation is a convenience, not
 *   a guarantee; the decode-based rules do not depend on it.
 * Anything that fails ends as "unavailable" with its reason: never "safe".
 */
import { createWalletClient } from '../api/wallet-client';
import {
  ApiAbortedError, ApiKeyRejectedError, ApiNetworkError, ApiSchemaError, ApiServerError, ApiTimeoutError,
  InvalidJsonError, InvalidRequestError, RateLimitedError,
} from '../api/errors';
import {
  addressScanMetadata, evmBulkScanRequestSchema, evmJsonRpcScanRequestSchema, evmTransactionScanRequestSchema,
  type EvmAddressScanResponse, type EvmScanResponse,
} from '../api/schemas/evm';
import { createLocalEngine, type Eip1193Like } from '../engine';
import type { ChainSource } from '../engine/rules/types';
import type { PendingRequest } from '../messaging/extension';
import { hasRemoteScanConsent } from '../settings/data-consent';
import { getSettings, type Settings } from '../settings';
import type { ScanOutcome, UnavailableReason } from './outcome';
import { counterpartiesOf, planScan, scanChainOf, type PlannedScan } from './requests';

export type { Eip1193Like } from '../engine';

export interface ScanContext {
  pageRpc: Eip1193Like | undefined;
  signal: AbortSignal;
}

interface Scanned {
  response: EvmScanResponse;
  chainSource?: ChainSource;
  requestId?: string;
  addresses?: EvmAddressScanResponse;
}

function unavailable(reason: UnavailableReason, message: string): ScanOutcome {
  return { state: 'unavailable', reason, message };
}

/** Why a remote scan failed, in the review window's terms. */
export function unavailableFromError(err: unknown): ScanOutcome {
  if (err instanceof ApiKeyRejectedError) return unavailable('key_rejected', `The API key was refused (HTTP ${err.status}).`);
  if (err instanceof RateLimitedError) return unavailable('rate_limited', 'The scanning service is rate limiting requests (HTTP 429), even after waiting and retrying.');
  if (err instanceof ApiTimeoutError || err instanceof ApiAbortedError) return unavailable('timeout', 'The scanning service did not answer in time.');
  if (err instanceof ApiNetworkError) return unavailable('offline', 'The scanning service could not be reached.');
  if (err instanceof ApiServerError) return unavailable('service_error', `The scanning service failed (HTTP ${err.status})${err.details ? `: ${err.details}` : ''}.`);
  if (err instanceof ApiSchemaError) return unavailable('invalid_response', `The scanning service's answer has an unexpected shape at ${err.paths.join(', ')}.`);
  if (err instanceof InvalidJsonError) return unavailable('invalid_response', 'The scanning service answered with something that is not JSON.');
  if (err instanceof InvalidRequestError) return unavailable('invalid_request', err.message);
  return unavailable('error', err instanceof Error ? err.message : String(err));
}

/** Failures where the local engine should step in under "remote with local fallback". */
function isUnreachable(err: unknown): boolean {
  return err instanceof ApiNetworkError || err instanceof ApiTimeoutError || err instanceof ApiServerError;
}

function spendersOf(response: EvmScanResponse): string[] {
  const exposures = Object.values(response.simulation?.exposures ?? {}).flat();
  return exposures.flatMap((exposure) => Object.keys(exposure.spenders));
}

/** What the review cannot do without: a verdict or a simulation to show. */
export function hasVerdictOrSimulation(response: EvmScanResponse): boolean {
  return Boolean(response.validation?.result_type) || response.simulation != null;
}

async function scanRemote(plan: PlannedScan, settings: Settings, signal: AbortSignal, request: PendingRequest): Promise<Scanned> {
  const client = createWalletClient({ baseUrl: settings.apiBaseUrl, apiKey: settings.apiKey, timeoutMs: settings.scanTimeoutMs });
  const options = { signal };
  let scanned: Scanned;
  if (plan.kind === 'transaction') {
    const { data, requestId } = await client.evm.scanTransaction(evmTransactionScanRequestSchema.parse(plan.request), options);
    scanned = { response: data, requestId };
  } else if (plan.kind === 'bulk') {
    const { data, requestId } = await client.evm.scanTransactionBulk(evmBulkScanRequestSchema.parse(plan.request), options);
    const first = data[0];
    if (!first) throw new ApiSchemaError({ issues: [], body: data, requestId, endpoint: 'POST /v0/evm/transaction-bulk/scan' });
    scanned = { response: first, requestId };
  } else {
    const { data, requestId } = await client.evm.scanJsonRpc(evmJsonRpcScanRequestSchema.parse(plan.request), options);
    scanned = { response: data, requestId };
  }
  const addresses = counterpartiesOf(plan, spendersOf(scanned.response));
  if (addresses.length > 0 && plan.request.chain !== undefined) {
    // Address details are extra: a failure here does not make the scan unavailable.
    try {
      const chain = evmTransactionScanRequestSchema.shape.chain.parse(plan.request.chain);
      const metadata = addressScanMetadata({ account: request.account, domain: request.origin });
      scanned.addresses = (await client.evm.scanAddressesExtended({ chain, metadata, addresses }, options)).data;
    } catch {
      // keep the scan without address details
    }
  }
  return scanned;
}

async function scanLocal(plan: PlannedScan, settings: Settings, request: PendingRequest, pageRpc: Eip1193Like | undefined): Promise<Scanned> {
  const configured = request.chainId !== undefined ? settings.rpcUrls[String(request.chainId)] : undefined;
  // The page's own connection is the page's to answer: its facts may only add risk (lib/engine/rules/types.ts).
  const chainSource: ChainSource = configured ? 'user' : 'page';
  const engine = createLocalEngine({ rpc: configured ?? pageRpc, rpcSource: chainSource });
  let response: EvmScanResponse | undefined;
  if (plan.kind === 'transaction') response = await engine.scanTransaction(plan.request);
  else if (plan.kind === 'bulk') response = (await engine.scanTransactionBulk(plan.request))[0];
  else response = await engine.scanJsonRpc(plan.request);
  if (!response) throw new Error('The local engine returned no result.');
  const scanned: Scanned = { response, chainSource };
  const addresses = counterpartiesOf(plan, spendersOf(response));
  if (addresses.length > 0) {
    try {
      scanned.addresses = await engine.scanAddressesExtended({ chain: plan.request.chain, metadata: {}, addresses });
    } catch {
      // keep the scan without address details
    }
  }
  return scanned;
}

function remoteUsable(settings: Settings, plan: PlannedScan): boolean {
  if (settings.engine === 'local' || !settings.apiKey || !settings.apiBaseUrl) return false;
  return evmTransactionScanRequestSchema.shape.chain.safeParse(plan.request.chain).success;
}

export async function scanPending(request: PendingRequest, ctx: ScanContext): Promise<ScanOutcome> {
  const settings = await getSettings();
  const chain = scanChainOf(request);
  if (!chain) return unavailable('unsupported_chain', 'The wallet did not say which chain this request is for.');
  const plan = planScan(request, chain);

  // Firefox: a remote scan sends the request and its site only with the user's data consent.
  if (remoteUsable(settings, plan) && !(await hasRemoteScanConsent())) {
    if (settings.engine === 'remote') return unavailable('error', 'Firefox\'s data consent for the scanning service was not given; allow it in the options, or scan on this device.');
  } else if (remoteUsable(settings, plan)) {
    try {
      const scanned = await scanRemote(plan, settings, ctx.signal, request);
      if (!hasVerdictOrSimulation(scanned.response)) {
        return unavailable('invalid_response', 'The scanning service gave neither a verdict nor a simulation for this request.');
      }
      return { state: 'done', source: 'remote', ...scanned };
    } catch (err) {
      if (!(settings.engine === 'remote-with-local-fallback' && isUnreachable(err))) return unavailableFromError(err);
    }
  } else if (settings.engine === 'remote') {
    return settings.apiKey
      ? unavailable('unsupported_chain', `The scanning service does not cover chain ${request.chainId ?? 'unknown'}.`)
      : unavailable('key_rejected', 'No API key is set for the scanning service.');
  }

  try {
    const scanned = await scanLocal(plan, settings, request, ctx.pageRpc);
    return { state: 'done', source: 'local', ...scanned };
  } catch (err) {
    return unavailable('error', `The local engine failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
