/**
 * The popup's tools: "Check an address" (EVM and Sui), "Look up a Solana
 * transaction", "Asset lookup". EVM addresses use the remote service when a
 * key and base URL are set (and the engine is not "local"), else the local
 * engine; the other three exist only on the remote service and answer
 * "needs an API key" without one. They are explicit user actions, so they use
 * the service whenever it is configured, whatever the engine choice.
 */
import { createWalletClient, type WalletClient } from '../api/wallet-client';
import { ApiNetworkError, ApiServerError, ApiTimeoutError } from '../api/errors';
import { evmChainNameSchema, chainIdForScanChain } from '../chains';
import { createLocalEngine } from '../engine';
import { answerStrings } from '../i18n/answer-strings';
import {
  checkEvmAddressInputSchema, checkSuiAddressInputSchema, lookupAssetInputSchema, lookupSolanaTxInputSchema,
  type AddressCheckResult, type PageResult,
} from './schemas';
import type { PlatformAssetResponse } from '../api/schemas/platform-assets';
import type { SolanaPostTransactionScanResponse } from '../api/schemas/solana';
import type { SuiAddressScanResponse } from '../api/schemas/sui';
import { getSettings, type Settings } from '../settings';
import { invalidInput, ok, pageError, toPageError } from './errors';
import { remoteConfigured } from './status';

export function remoteClient(settings: Settings): WalletClient | undefined {
  if (!remoteConfigured(settings)) return undefined;
  // One attempt: a person is waiting on the popup.
  return createWalletClient({ baseUrl: settings.apiBaseUrl, apiKey: settings.apiKey, timeoutMs: settings.scanTimeoutMs, maxRetries: 0 });
}

function needsKey(): { ok: false; error: { kind: 'needs_api_key'; message: string } } {
  return { ok: false, error: { kind: 'needs_api_key', message: answerStrings.needsApiKey } };
}

async function checkLocally(chain: string, address: string, settings: Settings): Promise<PageResult<AddressCheckResult>> {
  const chainId = chainIdForScanChain(chain);
  const rpc = chainId === undefined ? undefined : settings.rpcUrls[String(chainId)];
  const engine = createLocalEngine(rpc === undefined ? {} : { rpc });
  const response = await engine.scanAddressesExtended({ chain, metadata: {}, addresses: [address] });
  const result = response.results[0];
  if (!result) return pageError('error', answerStrings.failed('the local engine returned no result'));
  return ok({ source: 'local', result });
}

export async function checkEvmAddress(raw: unknown): Promise<PageResult<AddressCheckResult>> {
  const input = checkEvmAddressInputSchema.safeParse(raw);
  if (!input.success) return invalidInput(input.error);
  const { chain, address } = input.data;
  const settings = await getSettings();
  const client = settings.engine === 'local' ? undefined : remoteClient(settings);
  const remoteChain = evmChainNameSchema.safeParse(chain);
  if (client && remoteChain.success) {
    try {
      const { data } = await client.evm.scanAddressesExtended({ chain: remoteChain.data, metadata: {}, addresses: [address] });
      const result = data.results[0];
      if (!result) return pageError('error', answerStrings.failed('the scanning service returned no result'));
      return ok({ source: 'remote', result });
    } catch (err) {
      const unreachable = err instanceof ApiNetworkError || err instanceof ApiTimeoutError || err instanceof ApiServerError;
      if (!(settings.engine === 'remote-with-local-fallback' && unreachable)) return toPageError(err);
    }
  }
  try {
    return await checkLocally(chain, address, settings);
  } catch (err) {
    return toPageError(err);
  }
}

export async function checkSuiAddress(raw: unknown): Promise<PageResult<SuiAddressScanResponse>> {
  const input = checkSuiAddressInputSchema.safeParse(raw);
  if (!input.success) return invalidInput(input.error);
  const client = remoteClient(await getSettings());
  if (!client) return needsKey();
  try {
    return ok((await client.sui.scanAddress(input.data)).data);
  } catch (err) {
    return toPageError(err);
  }
}

export async function lookupSolanaTx(raw: unknown): Promise<PageResult<SolanaPostTransactionScanResponse>> {
  const input = lookupSolanaTxInputSchema.safeParse(raw);
  if (!input.success) return invalidInput(input.error);
  const client = remoteClient(await getSettings());
  if (!client) return needsKey();
  try {
    const { txHash, chain } = input.data;
    const { data } = await client.solana.scanPostTransaction({ tx_hash: txHash, ...(chain === undefined ? {} : { chain }), options: ['validation', 'simulation'] });
    return ok(data);
  } catch (err) {
    return toPageError(err);
  }
}

export async function lookupAsset(raw: unknown): Promise<PageResult<PlatformAssetResponse>> {
  const input = lookupAssetInputSchema.safeParse(raw);
  if (!input.success) return invalidInput(input.error);
  const client = remoteClient(await getSettings());
  if (!client) return needsKey();
  try {
    return ok((await client.platform.getAsset(input.data)).data);
  } catch (err) {
    return toPageError(err);
  }
}
