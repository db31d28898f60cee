/** Building and ranking the engine's own verdicts: an error state, and the worst of several. */
import type { ValidationResult } from '../api/schemas/evm';

const RESULT_RANK: Record<string, number> = { Benign: 0, Error: 1, Warning: 2, Malicious: 3 };

function rank(v: ValidationResult): number {
  // An unknown result_type is treated as a warning: never quietly benign.
  return RESULT_RANK[v.result_type ?? ''] ?? 2;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function validationError(error: string): ValidationResult {
  return {
    status: 'Error',
    result_type: 'Error',
    description: `The request could not be checked: ${error}`,
    reason: '',
    classification: '',
    features: [],
    error,
  };
}

/** The worst of several validations, with every feature kept (bulk aggregated, wallet batches). */
export function worstValidation(results: ValidationResult[]): ValidationResult {
  const worst = results.reduce<ValidationResult | undefined>((w, v) => (!w || rank(v) > rank(w) ? v : w), undefined);
  if (!worst) return validationError('nothing to validate');
  return { ...worst, features: results.flatMap((r) => r.features) };
}

/** Runs a validation; a throw becomes an error verdict, never a crash or "no risk". */
export async function safeValidation(run: () => Promise<ValidationResult>): Promise<ValidationResult> {
  try {
    return await run();
  } catch (err) {
    return validationError(errorMessage(err));
  }
}
