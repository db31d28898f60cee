/**
 * In-body error states: a 200 answer whose scan failed inside. They are not
 * thrown (the rest of the answer may still be useful, e.g. a validation verdict
 * next to a failed simulation); the UI asks these helpers what to show.
 *
 * EVM and Starknet: `simulation.status === "Error"`, `validation.status` or
 * `validation.result_type === "Error"`, `gas_estimation.status === "Error"`,
 * each with an optional `error` message. Solana: `status === "ERROR"` with
 * `error` and `error_details`.
 */
import type { SolanaPostTransactionScanResponse } from './schemas/solana';

/** The structural part of an EVM or Starknet scan answer these helpers read. */
export interface ScanWithResults {
  validation?: { status?: string | null | undefined; result_type?: string | null | undefined; error?: string | null | undefined; description?: string | null | undefined } | null | undefined;
  simulation?: { status?: string | null | undefined; error?: string | null | undefined } | null | undefined;
  gas_estimation?: { status?: string | null | undefined; error?: string | null | undefined } | null | undefined;
}

export interface ScanErrors {
  validation?: string;
  simulation?: string;
  gasEstimation?: string;
}

const isError = (value: string | null | undefined): boolean => value?.toLowerCase() === 'error';

/** Messages of the parts of a scan that failed; `{}` when none did. */
export function scanErrorsOf(response: ScanWithResults): ScanErrors {
  const errors: ScanErrors = {};
  const { validation, simulation, gas_estimation: gas } = response;
  if (validation && (isError(validation.result_type) || isError(validation.status))) {
    errors.validation = validation.error || validation.description || 'Validation failed';
  }
  if (simulation && isError(simulation.status)) errors.simulation = simulation.error || 'Simulation failed';
  if (gas && isError(gas.status)) errors.gasEstimation = gas.error || 'Gas estimation failed';
  return errors;
}

/** The Solana failure message, or undefined when the scan succeeded. */
export function solanaErrorOf(response: Pick<SolanaPostTransactionScanResponse, 'status' | 'error' | 'error_details'>): string | undefined {
  if (response.status.toUpperCase() !== 'ERROR') return undefined;
  return response.error || response.error_details?.message || response.error_details?.type || 'Scan failed';
}

function isSolana(response: ScanWithResults | SolanaPostTransactionScanResponse): response is SolanaPostTransactionScanResponse {
  // Only the Solana envelope has a top-level status (its request_id may be null or absent).
  return 'status' in response && typeof response.status === 'string';
}

/** True when any part of the answer is in an error state. */
export function isErrorState(response: ScanWithResults | SolanaPostTransactionScanResponse): boolean {
  if (isSolana(response)) return solanaErrorOf(response) !== undefined;
  return Object.keys(scanErrorsOf(response)).length > 0;
}
