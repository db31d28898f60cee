/**
 * The strings of the toolbar popup, the options page, the decision history
 * and false-verdict reports: a module of their own, so the review window,
 * which shows none of them, does not load them (lib/i18n/strings.ts holds the
 * review's).
 */
import { answerStrings } from './answer-strings';
import { shellStrings } from './shell-strings';

const historyReasons: Record<string, string> = { window_closed: 'window closed', tab_closed: 'tab closed', policy: 'by your trusted-site rule', user: 'by you', bypass: 'sent to the wallet directly, not checked' };
/** The review's own headlines (./shell-strings), so a decision reads the same in the review, the popup and the history. */
const verdictWords: Record<string, string> = {
  Benign: shellStrings.verdictBenign,
  Warning: shellStrings.verdictWarning,
  Malicious: shellStrings.verdictMalicious,
  unavailable: shellStrings.verdictUnavailable,
};
/** An address is no request: the same words, said of an address. */
const addressVerdictWords: Record<string, string> = { Benign: shellStrings.verdictBenign, Warning: shellStrings.verdictWarning, Malicious: 'Dangerous address' };

export const pageStrings = {
  ...answerStrings,
  // Reports
  reportDelivered: (site: string, target: 'remote' | 'self-hosted', when: string) =>
    `Your report on ${site} was delivered to ${target === 'remote' ? 'the scanning service' : 'your self-hosted scanner'} (${when}).`,
  historyReport: 'Report a wrong verdict',
  historyReportHide: 'Close report',

  // Test connection
  connectionTesting: 'Testing…',

  // Popup: status
  popupTitle: 'Preflight',
  statusProtected: 'Protected',
  statusProtectedDetail: 'Every signing request is checked before your wallet sees it.',
  statusPausedUntil: (when: string) => `Paused until ${when}`,
  statusPausedIndefinitely: 'Paused until you turn it back on',
  statusPausedDetail: 'Requests go straight to your wallet without a check.',
  statusLocalEngine: 'No API key: using the local engine',
  statusRemote: 'Using the scanning service',
  statusQueuedReports: (n: number) => `${n} report${n === 1 ? '' : 's'} waiting to be sent`,
  phishingListUpdated: (when: string, entries: number) => `Phishing list updated ${when} (${entries.toLocaleString('en-US')} sites)`,
  phishingListBundled: (when: string, entries: number) => `Phishing list: built-in copy from ${when} (${entries.toLocaleString('en-US')} sites)`,
  phishingListRefreshFailed: (error: string) => `Last update failed: ${error}`,
  pauseOpen: 'Pause protection…',
  pauseQuestion: 'Pause for how long? Until then, requests go straight to your wallet, unchecked.',
  pauseQuarterHour: 'For 15 minutes',
  pauseHour: 'For 1 hour',
  pauseTomorrow: 'Until tomorrow, 08:00',
  pauseCancel: 'Cancel',
  resume: 'Resume protection',
  openOptions: 'Options',
  loading: 'Loading…',
  statusNoHostAccess: 'Not protecting pages',
  hostAccessMissing: 'Preflight cannot see the pages you visit, so it cannot check their requests.',
  hostAccessGrant: 'Allow access to all sites',

  // Popup: what a trusted-site rule approved
  policyNoticeHeading: (n: number) => (n === 1 ? 'Approved without asking by your trusted-site rule' : `${n} requests approved without asking by your trusted-site rules`),
  policyNoticeRow: (site: string, what: string, when: string) => `${site}: ${what} (${when})`,
  policyNoticeOpen: 'See what was approved',

  // Popup: history
  historyHeading: 'Recent decisions',
  historyEmpty: 'No decisions yet.',
  historyApproved: 'Approved',
  historyRejected: 'Rejected',
  historyReason: (reason: string) => historyReasons[reason] ?? reason,
  historyOpen: (origin: string, method: string) => `Open the review of ${method} from ${origin}`,
  verdictWord: (verdict: string) => verdictWords[verdict] ?? shellStrings.verdictUnknown,
  addressVerdictWord: (verdict: string) => addressVerdictWords[verdict] ?? shellStrings.verdictUnknown,

  // Popup: tools
  checkAddressHeading: 'Check an address',
  addressLabel: 'Address',
  chainLabel: 'Network',
  checkButton: 'Check',
  checking: 'Checking…',
  evmKind: 'EVM',
  suiKind: 'Sui',
  addressResult: (verdict: string) => `Result: ${verdict}`,
  checkedBy: (source: 'remote' | 'local') => (source === 'remote' ? 'Checked by the scanning service' : 'Checked on this device'),
  noFeatures: 'Nothing noteworthy was found.',
  solanaHeading: 'Look up a Solana transaction',
  solanaSignature: 'Transaction signature',
  lookupButton: 'Look up',
  solanaStatus: (status: string) => `Status: ${status}`,
  solanaError: (message: string) => `The service could not check it: ${message}`,
  assetHeading: 'Asset lookup',
  assetIdentifier: 'Asset address',
  assetRuntime: 'Runtime',
  assetAlias: (alias: string) => `Name: ${alias}`,
  assetTags: (tags: string) => `Tags: ${tags}`,
  assetNoTags: 'No tags.',

  // Options
  optionsTitle: 'Preflight options',
  scanningHeading: 'Scanning',
  apiKeyLabel: 'API key',
  apiKeyHelp: 'Kept on this device only. Leave empty to scan with the local engine.',
  showKey: 'Show',
  hideKey: 'Hide',
  baseUrlLabel: 'Base URL',
  baseUrlHelp: 'The scanning service, or a self-hosted scanner such as http://127.0.0.1:8787 (npx preflight serve). Leave empty for none.',
  testConnection: 'Test connection',
  engineLabel: 'Scanner',
  engineRemote: 'Scanning service only',
  engineLocal: 'Local engine only',
  engineFallback: 'Scanning service, local engine when it cannot be reached',
  timeoutLabel: 'Scan timeout (seconds)',
  timeoutHelp: 'How long to wait for a scan before the review says it is unavailable.',
  engineInUseLocal: 'In use now: Preflight\'s own engine, on this device. Nothing about your requests leaves it.',
  engineInUseLocalNoKey: 'In use now: Preflight\'s own engine, on this device (no API key and base URL, so no scanning service). Nothing about your requests leaves it.',
  engineInUseRemote: (host: string) => `In use now: the scanning service at ${host}. Each request is sent there to be checked.`,
  engineInUseRemoteFallback: (host: string) => `In use now: the scanning service at ${host}. Each request is sent there to be checked; when it cannot be reached, the engine on this device checks it instead.`,
  engineInUseNone: 'Nothing can scan: "Scanning service only" needs an API key and a base URL. Every request will show "Scan unavailable".',
  methodOffQuestion: (method: string) => `Stop checking ${method}?`,
  methodOffWarning: 'Requests with this method would go straight to your wallet: Preflight would not scan them or show them to you first, so a page could ask you to sign anything without a warning.',
  methodOffConfirm: 'Stop checking it',
  methodOffCancel: 'Keep checking',
  methodsUnchecked: (methods: string) => `Not checked: ${methods}. Requests with these methods go straight to your wallet.`,
  unavailableLabel: 'When a scan is unavailable',
  unavailableWarn: 'Warn, and let me approve',
  unavailableBlock: 'Block approving',
  phishingListRefreshLabel: 'Keep the phishing list up to date',
  phishingListRefreshHelp: 'Downloads MetaMask\'s public phishing list every few hours. The download sends nothing about you or the sites you visit; offline, the built-in copy is used.',
  rpcHeading: 'RPC URLs for the local engine',
  rpcHelp: 'Per chain id. Without one, the local engine simulates through your wallet\'s connection in the page, which that page could tamper with; the checks of what a request says still apply. An RPC URL you trust makes the simulation trustworthy too.',
  rpcChainId: 'Chain id',
  rpcUrl: 'RPC URL',
  addRow: 'Add',
  removeRow: 'Remove',
  trustedHeading: 'Trusted sites',
  trustedOrigin: 'Site (origin)',
  trustedExpiry: 'Trust until (optional; needed for automatic approval)',
  trustedMethods: 'Methods covered (comma separated; empty = all)',
  trustedAutoApprove: 'Approve Benign results without showing the window',
  trustedAutoApproveHelp: 'Only for the methods you name and until a date at most 30 days ahead. Anything that is not Benign still opens the window.',
  trustedAutoApproveNeedsMethods: 'automatic approval needs the methods it covers: name them (for example eth_sendTransaction)',
  trustedAutoApproveNeedsExpiry: 'automatic approval needs an end date, at most 30 days ahead',
  trustedAutoApproveTooLong: 'automatic approval can last at most 30 days: choose an earlier end date',
  trustedExpiryPast: 'the end date has already passed',
  trustedAutoApproveInactive: 'automatic approval off (it needs the methods and an end date)',
  trustedNone: 'No trusted sites.',
  trustedExpires: (when: string) => `until ${when}`,
  trustedAllMethods: 'all methods',
  methodsHeading: 'Intercepted methods',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. Changes apply at once.',
  saveFailed: 'Not saved: please fix the fields marked below.',
  consentRefused: 'Not saved: the scanning service receives each request and the site it comes from, and Firefox asks for your consent to that first. Without it, Preflight keeps scanning on this device.',
  fieldError: (field: string, message: string) => `${field}: ${message}`,
  reportsHeading: 'Reports kept on this device',
  reportsCount: (n: number) => `${n} report${n === 1 ? '' : 's'} not sent to any service.`,
  exportReports: 'Export as JSON',
} as const;
