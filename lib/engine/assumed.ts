/**
 * Findings that rest on a fact the engine did not have (is this address a
 * contract?), read the dangerous way. A later answer from a source the user
 * trusts may settle them; the page's word never does (lib/scan/stages.ts).
 */

/**
 * Feature ids of a finding judged as to a personal account because its kind could not be checked: a grant
 * ("PERMIT_TO_UNCHECKED_ACCOUNT"), a party of a call Preflight cannot read ("UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT").
 */
export const UNCHECKED_ACCOUNT_SUFFIX = '_TO_UNCHECKED_ACCOUNT';

export function isAssumedFeature(featureId: string): boolean {
  return featureId.endsWith(UNCHECKED_ACCOUNT_SUFFIX);
}
