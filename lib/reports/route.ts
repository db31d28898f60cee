/** Decides where a report goes, from the report and the current settings. */
import type { Settings } from '../settings';
import type { ReportInput, ReportTarget } from './schema';

/**
 * A base URL on this machine (the `npx preflight serve` scanner, or one the
 * user runs next to the browser). Only loopback counts: a LAN or public host
 * may be anyone's service, and it gets reports only with a real request id.
 */
export function isSelfHostedUrl(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export type ReportRoute =
  | { kind: 'send'; target: ReportTarget; requestId: string }
  | { kind: 'store' };

export function routeReport(input: ReportInput, settings: Settings, newId: () => string): ReportRoute {
  if (input.source === 'remote' && input.requestId !== undefined && settings.apiKey !== '' && settings.apiBaseUrl !== '') {
    return { kind: 'send', target: 'remote', requestId: input.requestId };
  }
  if (settings.apiBaseUrl !== '' && isSelfHostedUrl(settings.apiBaseUrl)) {
    // The local engine gave the verdict: the self-hosted scanner files it under an id made here.
    return { kind: 'send', target: 'self-hosted', requestId: input.requestId ?? `local-${newId()}` };
  }
  return { kind: 'store' };
}
