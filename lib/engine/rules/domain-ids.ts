/**
 * The site rule's feature ids (./domain.ts), apart so the review can tell a
 * phishing-list hit from a lookalike without loading the rule and its data.
 */
export const DOMAIN_FEATURE_IDS = { listed: 'KNOWN_MALICIOUS_DOMAIN', lookalike: 'LOOKALIKE_DOMAIN', deceptive: 'DECEPTIVE_SITE', listUnavailable: 'PHISHING_LIST_UNAVAILABLE', registryUnavailable: 'REGISTRY_UNAVAILABLE', lookalikeListsUnavailable: 'LOOKALIKE_LISTS_UNAVAILABLE' } as const;
