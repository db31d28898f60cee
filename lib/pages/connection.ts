/**
 * "Test connection" on the options page: a real call (an extended address
 * scan of one harmless address), so a wrong key, a wrong URL and a scanner
 * that is down each show as what they are.
 */
import { createWalletClient } from '../api/wallet-client';
import { ApiAbortedError, ApiKeyRejectedError, ApiNetworkError, ApiTimeoutError, InvalidConfigError, ScanApiError } from '../api/errors';
import { answerStrings } from '../i18n/answer-strings';
import { testConnectionInputSchema, type ConnectionTestResult } from './schemas';
import { getSettings } from '../settings';

/** The ecrecover precompile: exists on every EVM chain, never a scam. */
export const TEST_ADDRESS = '0x0000000000000000000000000000000000000001';

function describe(err: ScanApiError): string {
  return err.details ? `${err.shortMessage} (${err.details})` : err.shortMessage;
}

export async function testConnection(raw: unknown): Promise<ConnectionTestResult> {
  const parsed = testConnectionInputSchema.safeParse(raw);
  const input = parsed.success ? parsed.data : undefined;
  const settings = await getSettings();
  const apiKey = input?.apiKey ?? settings.apiKey;
  const baseUrl = input?.apiBaseUrl ?? settings.apiBaseUrl;
  if (apiKey === '' || baseUrl === '') return { state: 'not_configured', message: answerStrings.connectionNotConfigured };
  try {
    const client = createWalletClient({ baseUrl, apiKey, timeoutMs: settings.scanTimeoutMs, maxRetries: 0 });
    await client.evm.scanAddressesExtended({ chain: 'ethereum', metadata: {}, addresses: [TEST_ADDRESS] });
    return { state: 'ok', message: answerStrings.connectionOk(new URL(baseUrl).host) };
  } catch (err) {
    if (err instanceof ApiKeyRejectedError) return { state: 'key_rejected', message: answerStrings.connectionKeyRejected(describe(err)) };
    if (err instanceof ApiNetworkError || err instanceof ApiTimeoutError || err instanceof ApiAbortedError) {
      return { state: 'unreachable', message: answerStrings.connectionUnreachable(describe(err)) };
    }
    if (err instanceof InvalidConfigError) return { state: 'error', message: answerStrings.connectionError(describe(err)) };
    if (err instanceof ScanApiError) return { state: 'error', message: answerStrings.connectionError(describe(err)) };
    return { state: 'error', message: answerStrings.connectionError(err instanceof Error ? err.message : String(err)) };
  }
}
