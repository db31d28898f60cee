/**
 * What a remote scan sends, in Firefox's data-consent categories
 * (extensionworkshop.com/documentation/develop/firefox-builtin-data-consent):
 * the transaction or message to sign and the account (financialAndPaymentInfo),
 * the site that asked (browsingActivity), and that it asked (websiteActivity).
 * Nothing is sent in local mode, so these are optional: asked for when the user
 * turns the scanning service on. No imports: wxt.config.ts reads it too.
 */
export const REMOTE_SCAN_DATA_COLLECTION = ['financialAndPaymentInfo', 'browsingActivity', 'websiteActivity'] as const;
