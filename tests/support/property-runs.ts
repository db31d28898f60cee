/**
 * Runs per property, scaled by PROPERTY_RUNS_SCALE: mutation testing runs
 * every covering property once per mutant, so it asks for fewer.
 */
export function propertyRuns(numRuns: number): { numRuns: number } {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? '1');
  return { numRuns: Math.max(10, Math.round(numRuns * (Number.isFinite(scale) && scale > 0 ? scale : 1))) };
}
