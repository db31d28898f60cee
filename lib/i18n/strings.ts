/**
 * Every user-facing string of the review window, in one module.
 *
 * Plain strings for fixed text, functions for text with values, so the whole
 * table can later move to @wxt-dev/i18n (messages.json with $1 placeholders)
 * without touching the components. Wording aims at a person who does not know
 * what a "spender" or a "selector" is.
 */
import type { UnavailableReason } from '../scan/outcome';
import { shellStrings } from './shell-strings';

export type RequestKind =
  | 'send_transaction'
  | 'sign_transaction'
  | 'permit'
  | 'permit2'
  | 'order_seaport'
  | 'order_blur'
  | 'typed_data'
  | 'personal_sign'
  | 'eth_sign'
  | 'send_calls'
  | 'send_raw'
  | 'other';

const methodTitles: Record<RequestKind, string> = {
  send_transaction: 'Send a transaction',
  sign_transaction: 'Sign a transaction',
  permit: 'Sign a token permit',
  permit2: 'Sign a token permit',
  order_seaport: 'Sign an order',
  order_blur: 'Sign an order',
  typed_data: 'Sign typed data',
  personal_sign: 'Sign a message',
  eth_sign: 'Sign a raw hash (blind signing)',
  send_calls: 'Send a batch of calls',
  send_raw: 'Broadcast a signed transaction',
  other: 'Wallet request',
};

/** The service's reason vocabulary in words a non-expert understands. */
const reasonSentences: Record<string, string> = {
  approval_farming:
    'This asks you to let someone else spend your tokens. Scammers use this to empty wallets later, without asking again.',
  permit_farming:
    'This signature would let someone else spend your tokens without a transaction. Scammers use signed permits to drain wallets.',
  set_approval_for_all_farming:
    'This would give someone else control of all your NFTs in a collection. Scammers use this to take every item at once.',
  transfer_farming: 'This sends your assets to an address linked to theft.',
  transfer_from_farming: 'This lets someone move assets out of your wallet to an address linked to theft.',
  raw_native_token_transfer: 'This sends your coins straight to an address linked to theft.',
  raw_signature_farming:
    'This asks you to sign data you cannot read. A blind signature can authorise anything, including moving all your funds.',
  seaport_farming:
    'This marketplace order would sell your NFTs or tokens for almost nothing to a scammer (Seaport order).',
  blur_farming: 'This marketplace order would sell your NFTs for almost nothing to a scammer (Blur order).',
  trade_order_farming: 'This trade order would give away your assets for far less than they are worth.',
  malicious_domain: 'This website is known for scams.',
  other: 'The scan found signs of a scam in this request.',
};

const unavailableSentences: Record<UnavailableReason, string> = {
  timeout: 'The scan took too long to answer, so this request was not checked.',
  key_rejected: 'The API key was refused by the scanning service, so this request was not checked. Check the key in the options.',
  offline: 'The scanning service could not be reached (are you offline?), so this request was not checked.',
  invalid_response: 'The scanning service sent an answer Preflight could not read, so this request was not checked.',
  unsupported_chain: 'Preflight cannot scan requests on this network yet, so this request was not checked.',
  invalid_request: 'Preflight could not understand this request well enough to scan it.',
  rate_limited: 'Rate limited: the scanning service asked Preflight to slow down, so this request was not checked. Retry in a moment.',
  service_error: 'The scanning service is unavailable right now, so this request was not checked. Retry in a moment.',
  error: 'Something went wrong while scanning, so this request was not checked.',
};

export const strings = {
  appName: 'Preflight',
  windowTitle: 'Review request',

  // Header
  siteLabel: 'Site',
  networkLabel: 'Network',
  /** Under the site in the review header, for a request from a sandboxed (opaque-origin) frame. */
  /** In the review header, for a signing call a page posted straight to the wallet's channel. */
  bypassWarning: shellStrings.bypassWarning,
  sandboxedFrameOf: (frameSite: string | undefined) => `inside a sandboxed frame of ${frameSite ?? 'this site'}`,
  accountLabel: 'Account',
  unknownAccount: 'Unknown account',
  notSecure: shellStrings.notSecure,
  unknownNetwork: 'Unknown network',
  chainWithId: (name: string, id: number) => `${name} (${id})`,
  unnamedChain: (id: number) => `Chain ${id}`,
  localChain: (id: number) => `Local chain ${id}`,
  copy: 'Copy',
  copied: 'Copied',
  copyAddress: (address: string) => `Copy address ${address}`,
  methodTitle: (kind: RequestKind) => methodTitles[kind],
  rawMethod: (method: string) => `Method: ${method}`,
  queuePosition: shellStrings.queuePosition,
  queueLabel: 'Requests waiting for your decision',

  // Verdict
  verdictBenign: shellStrings.verdictBenign,
  verdictWarning: shellStrings.verdictWarning,
  verdictMalicious: shellStrings.verdictMalicious,
  verdictScanning: shellStrings.verdictScanning,
  verdictUnavailable: shellStrings.verdictUnavailable,
  verdictUnknown: shellStrings.verdictUnknown,
  unknownVerdictDetail: (resultType: string) => `The scanner answered "${resultType}", a verdict Preflight does not know. Treat it with care.`,
  verdictScanningDetail: 'What the request does is shown below while the scan runs.',
  benignDetail: 'The scan found nothing wrong. Check that the changes below are what you expect.',
  /** Benign, and the request moves nothing and grants nothing: no "changes below" to point at. */
  benignDetailNoChanges: 'The scan found nothing wrong.',
  approveBlockedByPolicy: 'Your settings allow approving only requests that were scanned. Retry the scan, or reject.',
  warningDetail: 'The scan found something to double-check before you approve: read what it noticed below.',
  reasonSentence: (reason: string) =>
    reasonSentences[reason] ?? 'The scan flagged this request as risky for a reason Preflight does not know yet.',
  unavailableSentence: (reason: UnavailableReason) => unavailableSentences[reason],
  unavailableMessage: (message: string) => `Details: ${message}`,
  noVerdict: 'The scan gave no verdict for this request.',
  validationError: (message: string) => `The scanner could not check this request: ${message}`,
  featuresHeading: 'What the scan noticed',
  featureAddress: (address: string) => `Address: ${address}`,
  scannedBy: (source: 'remote' | 'local') => (source === 'remote' ? 'Scanned by the scanning service' : 'Scanned on this device'),
  retry: 'Retry scan',
  openOptions: 'Open options',

  // Asset changes
  assetChangesHeading: 'Your balance changes',
  noAssetChanges: 'No changes to your balances were found.',
  simulationFailed: (message: string) => `The simulation failed: ${message}`,
  simulationFailedNoMessage: 'The simulation failed, so the balance changes are unknown.',
  youSend: 'You send',
  youReceive: 'You receive',
  tokenId: (id: string) => `#${id}`,
  usdValue: (usd: string) => `≈ ${usd}`,
  usdTotal: (usd: string) => `Total value change: ${usd}`,
  unknownAsset: 'Unknown asset',
  loadingChanges: 'Working out what this changes…',

  // Exposures
  exposuresHeading: 'Permissions you grant',
  spenderLabel: 'Who can spend',
  unlimited: 'Unlimited',
  allNfts: 'All NFTs of this collection',
  canSpend: (amount: string) => `Can spend ${amount}`,
  grantSummary: (what: string, who: string) => `${what} for ${who}`,
  expires: (when: string) => `Expires ${when}`,
  neverExpires: 'Never expires',

  // Address details
  addressesHeading: 'Addresses involved',
  contract: 'Contract',
  eoa: 'Wallet (not a contract)',
  selfDeclaredName: (name: string) => `Calls itself “${name}”`,
  /** Instead of "Wallet" when the request deploys a contract: the code check ran before the deployment. */
  noCodeYet: 'No code yet (this request deploys a contract)',
  addressVerdict: (verdict: string) => `Address scan: ${verdict}`,
  addressFlaggedHere: (verdict: string) => (verdict === 'Malicious' ? 'Flagged as dangerous in this request' : 'Flagged in this request'),

  // Request details
  requestDetailsHeading: 'Request details',
  showRaw: 'Show raw data',
  showDecoded: 'Show decoded view',
  functionCall: (name: string) => `Calls ${name}`,
  unknownFunction: (selector: string) => `Calls an unknown function (${selector})`,
  callItems: (n: number) => `${n} item${n === 1 ? '' : 's'} (not shown here)`,
  callStruct: 'a structure (not shown here)',
  callArgsNotShown: 'Its arguments are nested structures, not shown here.',
  noCallData: 'No contract call: a plain transfer.',
  deployTitle: 'Deploy a contract',
  batchWithDeploy: (n: number) => `Send a batch of calls that deploys ${n === 1 ? 'a contract' : `${n} contracts`}`,
  callDeploys: (n: number) => `Call ${n}: deploy a contract`,
  deployDetail: (bytes: number) => `Creates a new contract from ${bytes.toLocaleString('en-US')} bytes of code. The code cannot be read here: deploy only code you built or trust.`,
  unreadableValue: (raw: string) => `Unreadable (“${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}”): not a 0x-hex number`,
  to: 'To',
  from: 'From',
  value: 'Value',
  networkFee: 'Network fee',
  networkFeeAtMost: 'Network fee, at most',
  approximately: (amount: string) => `≈ ${amount}`,
  gasTimesPrice: (gas: string, price: string) => `${gas} gas × ${price}`,
  gasOnly: (gas: string) => `${gas} gas`,
  feeFromSiteConnection: '(reported by the site\'s wallet connection, not verified)',
  feeUnknownNoPrice: 'unknown (neither the request nor the scan gives a gas price)',
  gasNotEstimated: (why: string) => `unknown (the gas could not be estimated: ${why})`,
  gasNotEstimatedNoReason: 'unknown (the gas could not be estimated)',
  message: 'Message',
  hashToSign: 'Hash to sign',
  blindSigningWarning: 'You cannot see what this hash stands for. Only sign it if you fully trust the site.',
  callIndex: (n: number) => `Call ${n}`,
  signedTransaction: 'Signed transaction',
  typedDataDomain: 'Signing for',
  typedDataType: (primaryType: string) => `Type: ${primaryType}`,
  permitSpender: 'Spender',
  permitToken: 'Token',
  permitAmount: 'Amount',
  permitDeadline: 'Signature valid until',
  permitExpiration: 'Permission expires',
  permitNonce: 'Nonce',
  orderOffer: 'You give',
  orderConsideration: 'You get',
  orderOthersGet: 'Someone else gets',
  orderOfferer: 'Offerer',
  orderEndTime: 'Order valid until',
  orderSide: 'Side',
  orderSell: 'Sell',
  orderBuy: 'Buy',
  orderCollection: 'Collection',
  orderPrice: 'Price',
  orderItem: (kind: string, token: string, amount: string) => `${kind} ${token} × ${amount}`,
  orderItemTo: (recipient: string) => `to ${recipient}`,

  // Decision
  approve: shellStrings.approve,
  approveWithoutScan: 'Approve without a scan',
  approveWithoutWaiting: 'Approve without waiting',
  reject: shellStrings.reject,
  acceptRisk: 'I understand the risk',
  dismissBypass: shellStrings.dismissBypass,
  dismissBypassNote: 'There is nothing to approve here: the page sent this straight to your wallet, and the verdict above comes from a scan made afterwards. Check your wallet and reject it there if you did not expect it.',
  decisionSent: 'Sending your decision…',

  // Report
  reportLink: 'This is wrong',
  reportHeading: 'Report a wrong verdict',
  reportFalsePositive: 'It is safe, but was flagged (false positive)',
  reportFalseNegative: 'It is dangerous, but was not flagged (false negative)',
  reportDetails: 'What is wrong? (optional)',
  reportSend: 'Send',
  reportCancel: 'Cancel',
  reportSending: 'Sending…',
  reportSent: 'Report sent. Thank you.',
  reportFailed: (message: string) => `Could not send the report: ${message}`,
} as const;

export type Strings = typeof strings;

/**
 * Strings of the toolbar popup, the options page, the decision history and
 * false-verdict reports (kept apart from the review window's table above).
 */
const historyReasons: Record<string, string> = { window_closed: 'window closed', tab_closed: 'tab closed', policy: 'by policy', user: 'by you', bypass: 'sent to the wallet directly, not checked' };
const verdictWords: Record<string, string> = { Benign: 'Benign', Warning: 'Warning', Malicious: 'Malicious', unavailable: 'Not checked' };

export const pageStrings = {
  // Reports
  reportSentToService: 'Report sent to the scanning service. Thank you.',
  reportSentToSelfHosted: 'Report sent to your self-hosted scanner. Thank you.',
  reportQueued: (why: string) => `The scanner could not be reached (${why}). The report is saved and will be sent automatically later.`,
  reportStoredLocal: 'No scanning service to send this to: the report is saved on this device. You can export it from the options page.',
  reportStoredLocalEngine: 'This verdict came from Preflight\'s own engine, not the scanning service, so the service has nothing to correct: the report is saved on this device. You can export it from the options page.',
  reportDelivered: (site: string, target: 'remote' | 'self-hosted', when: string) =>
    `Your report on ${site} was delivered to ${target === 'remote' ? 'the scanning service' : 'your self-hosted scanner'} (${when}).`,
  historyReport: 'Report a wrong verdict',
  historyReportHide: 'Close report',
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
  pauseHour: 'Pause for 1 hour',
  pauseIndefinitely: 'Pause until re-enabled',
  resume: 'Resume protection',
  openOptions: 'Options',
  loading: 'Loading…',
  statusNoHostAccess: 'Not protecting pages',
  hostAccessMissing: 'Preflight cannot see the pages you visit, so it cannot check their requests.',
  hostAccessGrant: 'Allow access to all sites',

  // Popup: history
  historyHeading: 'Recent decisions',
  historyEmpty: 'No decisions yet.',
  historyApproved: 'Approved',
  historyRejected: 'Rejected',
  historyReason: (reason: string) => historyReasons[reason] ?? reason,
  historyOpen: (origin: string, method: string) => `Open the review of ${method} from ${origin}`,
  verdictWord: (verdict: string) => verdictWords[verdict] ?? verdict,

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

/** Strings of the review page's frame (the queue around ReviewView). */
export const reviewStrings = {
  loading: shellStrings.loading,
  nothingToReview: shellStrings.nothingToReview,
  historyMissing: 'This decision is no longer in the history.',
  pastDecision: (decision: 'approved' | 'rejected', when: string) =>
    `${decision === 'approved' ? 'Approved' : 'Rejected'} on ${when}. This is a record: nothing can be decided here.`,
  queueError: shellStrings.queueError,
} as const;
