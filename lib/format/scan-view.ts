/**
 * Turns a scan outcome into what the review window shows: one verdict, and the
 * account's own balance changes and approvals. A scan that failed, gave an
 * "Error" result or no verdict at all is shown as unavailable, never as safe.
 */
import { DOMAIN_FEATURE_IDS } from '../engine/rules/domain-ids';
import { SIMULATION_SOURCE_IDS } from '../engine/simulate/source';
import type { AssetDiff, EvmScanResponse, Exposure, ValidationFeature } from '../api/schemas/evm';
import type { ScanOutcome, UnavailableReason } from '../scan/outcome';
import { formatStrings } from '../i18n/format-strings';
import { byAddress } from './address';
import { resultKind } from './result-kind';

export type Verdict =
  | { kind: 'scanning' }
  | { kind: 'unavailable'; reason: UnavailableReason; message: string }
  | {
      /** 'unknown': the scanner gave a result_type we do not know; shown as such, never as safe. */
      kind: 'benign' | 'warning' | 'malicious' | 'unknown';
      /** The scanner's own word for the verdict (result_type). */
      resultType: string;
      reason: string;
      description: string;
      classification: string;
      features: ValidationFeature[];
      source: 'remote' | 'local';
    };

export function verdictOf(scan: ScanOutcome): Verdict {
  if (scan.state === 'scanning') return { kind: 'scanning' };
  if (scan.state === 'unavailable') return { kind: 'unavailable', reason: scan.reason, message: scan.message };
  const v = scan.response.validation;
  if (!v || !v.result_type) {
    // A simulation without a verdict is still shown below; the verdict says there is none.
    return { kind: 'unavailable', reason: 'invalid_response', message: v?.error || formatStrings.noVerdict };
  }
  if (v.result_type === 'Error' || v.status === 'Error') {
    return { kind: 'unavailable', reason: 'error', message: formatStrings.validationError(v.error || v.description || v.reason || 'unknown error') };
  }
  const kind = resultKind(v.result_type);
  return { kind, resultType: v.result_type, reason: v.reason, description: v.description, classification: v.classification, features: v.features, source: scan.source };
}

export interface AccountEffects {
  diffs: AssetDiff[];
  exposures: Exposure[];
  usdTotal: string | undefined;
  simulationError: string | undefined;
  simulated: boolean;
  /** Simulated through the page's own wallet connection: what it reports is not verified. */
  unverified?: boolean;
  /** USD the account is exposed to, per spender (`total_usd_exposure`), when the scan priced it. */
  usdExposure?: Record<string, string>;
}

/**
 * `total_usd_exposure` for one account: spender → USD (decimal string or number); other entries are
 * dropped. A hand-written check, not zod: this module is part of the review's first chunk (#11).
 */
function usdBySpender(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [spender, usd] of Object.entries(value)) {
    if (typeof usd === 'string') out[spender] = usd;
    else if (typeof usd === 'number' && Number.isFinite(usd)) out[spender] = String(usd);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The account whose point of view the scan took. */
export function scanAccount(response: EvmScanResponse, fallback: string | undefined): string | undefined {
  return fallback ?? response.account_address ?? response.simulation?.params?.from ?? undefined;
}

/**
 * The account's changes: its entry in `assets_diffs` / `exposures` (checksum
 * case ignored), else `account_summary`, which the service computes for the
 * scanned account.
 */
export function accountEffects(response: EvmScanResponse, account: string | undefined): AccountEffects {
  const sim = response.simulation;
  if (!sim) return { diffs: [], exposures: [], usdTotal: undefined, simulationError: undefined, simulated: false };
  if (sim.status === 'Error') {
    return { diffs: [], exposures: [], usdTotal: undefined, simulationError: sim.error ?? sim.description ?? '', simulated: false };
  }
  const who = scanAccount(response, account);
  const summary = sim.account_summary;
  const diffs = byAddress(sim.assets_diffs, who) ?? (summary?.assets_diffs.length ? summary.assets_diffs : undefined) ?? (who ? undefined : onlyValue(sim.assets_diffs)) ?? [];
  const exposures = byAddress(sim.exposures, who) ?? (summary?.exposures.length ? summary.exposures : undefined) ?? (who ? undefined : onlyValue(sim.exposures)) ?? [];
  const usdTotal = (byAddress(sim.total_usd_diff ?? {}, who)?.total ?? summary?.total_usd_diff?.total) ?? undefined;
  const unverified = (response.validation?.features ?? []).some((f) => f.feature_id === SIMULATION_SOURCE_IDS.page);
  const usdExposure = usdBySpender(byAddress(sim.total_usd_exposure ?? {}, who) ?? summary?.total_usd_exposure);
  return {
    diffs,
    exposures,
    usdTotal,
    simulationError: undefined,
    simulated: true,
    ...(unverified ? { unverified } : {}),
    ...(usdExposure ? { usdExposure } : {}),
  };
}

/** With no known account, a record with a single key (one account simulated) gives that value. */
function onlyValue<T>(record: Record<string, T>): T | undefined {
  const values = Object.values(record);
  return values.length === 1 ? values[0] : undefined;
}

type Judged = Extract<Verdict, { resultType: string }>;

/**
 * The reason the verdict's sentence explains. A site flagged only because its name looks like another's
 * (no list names it) is a look-alike, never "known for scams".
 */
export function verdictReason(verdict: Judged): string {
  if (verdict.reason !== 'malicious_domain') return verdict.reason;
  const ids = new Set(verdict.features.map((f) => f.feature_id));
  return ids.has(DOMAIN_FEATURE_IDS.lookalike) && !ids.has(DOMAIN_FEATURE_IDS.listed) ? 'lookalike_domain' : verdict.reason;
}

/** The danger is the site itself: the contracts the request names are not what is flagged. */
export const siteIsTheDanger = (verdict: Verdict): boolean => 'reason' in verdict && verdict.reason === 'malicious_domain';

/** What the scan noticed, as shown under a verdict: a reassuring finding never sits inside a warning or a danger. */
export function shownFeatures(verdict: Judged): ValidationFeature[] {
  const judged = verdict.kind === 'warning' || verdict.kind === 'malicious';
  return verdict.features.filter((f) => !(judged && f.type === 'Benign') && (f.description || f.feature_id) !== verdict.description);
}
