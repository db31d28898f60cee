/**
 * Which chain source a simulation used, as a validation feature (the API's
 * own shape), so the review can say it beside the balance changes. The
 * page's wallet connection is the page's to answer: what it reports is shown
 * as not verified, and the rules only let it add risk.
 */
import type { ValidationFeature } from '../../api/schemas/evm';
import type { ChainSource } from '../rules/types';

export const SIMULATION_SOURCE_IDS = { page: 'SIMULATED_BY_SITE_CONNECTION', user: 'SIMULATED_WITH_YOUR_RPC' } as const;

export function simulationSourceFeature(source: ChainSource): ValidationFeature {
  return source === 'page'
    ? { type: 'Info', feature_id: SIMULATION_SOURCE_IDS.page, description: "Balance changes and contract checks were reported by the site's wallet connection, not verified (no RPC URL set for this chain)." }
    : { type: 'Info', feature_id: SIMULATION_SOURCE_IDS.user, description: 'Balance changes were simulated with the RPC you configured.' };
}
