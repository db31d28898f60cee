/** The API's Solana envelope, built from rule hits; a failure is an ERROR envelope, never Benign. */
import { z } from 'zod/mini';
import type { SolanaPostTransactionScanResponse, solanaSimulationSchema } from '../../api/schemas/solana';
import { worstType } from '../../engine/validate/combine';
import type { RuleHit } from '../rules/types';
import type { SolanaScanDetails } from './details';

export type SolanaSimulation = z.infer<typeof solanaSimulationSchema>;

export function validationOf(hits: readonly RuleHit[]) {
  const resultType = worstType(hits);
  const deciding = hits.find((h) => h.type === resultType);
  return {
    result_type: resultType,
    reason: resultType === 'Malicious' ? deciding?.reason ?? 'other' : '',
    features: hits.map((h) => h.description),
    extended_features: hits.map((h) => ({ type: h.type, feature_id: h.feature_id, description: h.description, ...(h.address === undefined ? {} : { address: h.address }) })),
  };
}

export function successEnvelope(
  hits: readonly RuleHit[],
  details: SolanaScanDetails,
  simulation: SolanaSimulation | undefined,
): SolanaPostTransactionScanResponse {
  return {
    status: 'SUCCESS',
    encoding: 'base64',
    result: {
      validation: validationOf(hits),
      ...(simulation === undefined ? {} : { simulation }),
      details,
    },
  };
}

export function errorEnvelope(message: string, type = 'InvalidRequest'): SolanaPostTransactionScanResponse {
  return { status: 'ERROR', error: message, error_details: { type, message } };
}
