/**
 * The words the background answers the extension's pages with (lib/pages, lib/reports: how a
 * report went, why a tool or the connection test failed): a module of their own so the background
 * bundles these without the popup's and options' other strings. lib/i18n/page-strings.ts includes
 * them, so the pages read them as `pageStrings.*` like the rest.
 */
export const answerStrings = {
  // Reports: how a report went
  reportSentToService: 'Report sent to the scanning service. Thank you.',
  reportSentToSelfHosted: 'Report sent to your self-hosted scanner. Thank you.',
  reportQueued: (why: string) => `The scanner could not be reached (${why}). The report is saved and will be sent automatically later.`,
  reportStoredLocal: 'No scanning service to send this to: the report is saved on this device. You can export it from the options page.',
  reportStoredLocalEngine: 'This verdict came from Preflight\'s own engine, not the scanning service, so the service has nothing to correct: the report is saved on this device. You can export it from the options page.',
  reportStoredRefused: (why: string) => `The scanner refused the report (${why}). It is saved on this device; you can export it from the options page.`,

  // Errors of the popup's tools
  needsApiKey: 'This needs an API key for the scanning service. Add one in the options.',
  keyRejected: 'The scanning service rejected the API key.',
  unreachable: (message: string) => `The scanning service could not be reached: ${message}`,
  timedOut: 'The scanning service did not answer in time.',
  rateLimited: 'Too many requests: the scanning service asked to slow down. Try again in a moment.',
  invalidInput: (message: string) => `Please check what you entered: ${message}`,
  failed: (message: string) => `Something went wrong: ${message}`,
  notFromExtension: 'Refused: this message did not come from one of Preflight\'s own pages.',

  // Test connection
  connectionOk: (source: string) => `Connected: ${source} answered and accepted the key.`,
  connectionKeyRejected: (message: string) => `The scanner rejected the API key: ${message}`,
  connectionUnreachable: (message: string) => `The scanner could not be reached: ${message}`,
  connectionNotConfigured: 'Enter an API key and a base URL first.',
  connectionError: (message: string) => `The test failed: ${message}`,
} as const;
