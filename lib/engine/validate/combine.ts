/**
 * Folds rule hits into one ValidationResult: the verdict is the worst hit
 * (Malicious > Warning > Benign; Info counts as Benign), the reason is the
 * first Malicious hit's pattern, the description the first worst hit's sentence.
 * Warnings carry no reason: the service's reasons name detected attacks.
 */
import type { ValidationFeature, ValidationResult } from '../../api/schemas/evm';
import type { RuleHit } from '../rules/types';

const RANK = { Malicious: 3, Warning: 2, Benign: 1, Info: 0 } as const;

export function worstType(hits: readonly RuleHit[]): 'Malicious' | 'Warning' | 'Benign' {
  const worst = hits.reduce((max, h) => Math.max(max, RANK[h.type]), 0);
  return worst === 3 ? 'Malicious' : worst === 2 ? 'Warning' : 'Benign';
}

function toFeature(h: RuleHit): ValidationFeature {
  const feature: ValidationFeature = { type: h.type, feature_id: h.feature_id, description: h.description };
  if (h.address !== undefined) feature.address = h.address;
  return feature;
}

export function combine(hits: readonly RuleHit[], benignDescription = 'No known risk was found in this request.'): ValidationResult {
  const resultType = worstType(hits);
  const first = hits.find((h) => h.type === resultType);
  const reason = resultType === 'Malicious' ? hits.find((h) => h.type === 'Malicious' && h.reason)?.reason ?? 'other' : '';
  return {
    status: 'Success',
    result_type: resultType,
    // Benign: the first Benign/Info sentence says what the request does ("Signs you in to …").
    description: resultType === 'Benign' ? hits.find((h) => h.type === 'Benign' || h.type === 'Info')?.description ?? benignDescription : first?.description ?? '',
    reason,
    classification: reason,
    features: hits.map(toFeature),
  };
}

/** An internal failure: the validator itself broke. Never Benign. */
export function errorResult(message: string): ValidationResult {
  return {
    status: 'Error',
    result_type: 'Error',
    description: 'Preflight could not check this request.',
    reason: '',
    classification: '',
    features: [],
    error: message,
  };
}
