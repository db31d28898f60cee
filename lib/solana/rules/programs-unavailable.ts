/**
 * Preflight's list of Solana programs could not be read: no protocol's program is known and no
 * Solana protocol's site is protected from look-alikes, so "unknown program" means nothing here.
 */
import { solanaProgramsMissing } from '../knowledge/programs';
import { hit, type RuleHit } from './types';

export const FEATURE_ID = 'SOLANA_PROGRAMS_UNAVAILABLE';

export function checkProgramsUnavailable(): RuleHit[] {
  const why = solanaProgramsMissing();
  return why === undefined ? [] : [hit(FEATURE_ID, 'Warning', `Preflight's list of Solana programs could not be loaded (${why}), so no protocol's program is recognised and look-alikes of Solana apps' sites are not caught.`)];
}
