/**
 * Which scanner really runs for a given choice, key and base URL: the option
 * "Scanning service" without a key scans on this device, and "Scanning
 * service only" without one scans nothing. The options page says which.
 */
import type { Settings } from './schema';

export type EngineInUse =
  | { kind: 'local'; why: 'chosen' | 'no_key' }
  | { kind: 'remote'; host: string; fallback: boolean }
  | { kind: 'none' };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function engineInUse(settings: Pick<Settings, 'engine' | 'apiKey' | 'apiBaseUrl'>): EngineInUse {
  if (settings.engine === 'local') return { kind: 'local', why: 'chosen' };
  // The same condition the scanner uses (lib/scan): both a key and a base URL.
  const configured = settings.apiKey.trim() !== '' && settings.apiBaseUrl.trim() !== '';
  if (!configured) return settings.engine === 'remote' ? { kind: 'none' } : { kind: 'local', why: 'no_key' };
  return { kind: 'remote', host: hostOf(settings.apiBaseUrl.trim()), fallback: settings.engine === 'remote-with-local-fallback' };
}
