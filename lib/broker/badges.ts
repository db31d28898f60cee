/** The toolbar badges a tab can carry: a red "!" (something reached the wallet unchecked, ./bypass) outranks a green check (a trusted-site rule approved, ./policy-notice). */
export const BYPASS_BADGE = '!';
export const POLICY_BADGE = '✓';
