/**
 * Every user-facing string of the review window, in one module.
 *
 * Plain strings for fixed text, functions for text with values, so the whole
 * table can later move to @wxt-dev/i18n (messages.json with $1 placeholders)
 * without touching the components. Wording aims at a person who does not know
 * what a "spender" or a "selector" is.
 */
import type { UnavailableReason } from '../scan/outcome';
import { formatStrings } from './format-strings';
import { shellStrings } from './shell-strings';

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
    'This marketplace order would sell your NFTs or tokens for almost nothing: whoever takes it first, the site that asked included, gets them at that price (Seaport order).',
  blur_farming: 'This marketplace order would sell your NFTs for almost nothing: whoever takes it first, the site that asked included, gets them at that price (Blur order).',
  trade_order_farming: 'This trade order would give away your assets for far less than they are worth.',
  malicious_domain: 'This website is known for scams.',
  /** malicious_domain from a look-alike match that no list names: not "known" for anything. */
  lookalike_domain: 'This website looks like a site you may know, but it is not that site.',
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
  ...formatStrings,
  appName: 'Preflight',
  windowTitle: 'Review request',

  // Header
  siteLabel: 'Site',
  networkLabel: 'Network',
  /** In the review header, for a signing call a page posted straight to the wallet's channel. */
  bypassWarning: shellStrings.bypassWarning,
  /** In the review header, for a request Preflight refused as malformed (#25 item 5). */
  refusedWarning: (why: string, evasion: boolean) =>
    evasion
      ? `Preflight refused this request: unusual encoding, often used to slip past scanners (${why}). Your wallet never saw it.`
      : `Preflight refused this malformed request (${why}). Your wallet never saw it.`,
  dismissRefusedNote: 'There is nothing to approve: the site was told its request was invalid.',
  /** Under the site in the review header, for a request from a sandboxed (opaque-origin) frame. */
  sandboxedFrameInside: (top: string) => `sandboxed frame inside ${top}`,
  /** The site line for a document with no origin of its own (a sandboxed srcdoc, about:blank or data: frame). */
  noOwnSite: 'a frame with no site of its own',
  accountLabel: 'Account',
  unknownAccount: 'Unknown account',
  notSecure: shellStrings.notSecure,
  localChain: (id: number) => `Local chain ${id}`,
  copy: 'Copy',
  copied: 'Copied',
  copyAddress: (address: string) => `Copy address ${address}`,
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
  featuresHeading: 'What the scan noticed',
  featureNotes: (n: number) => `What the scan noticed (${n} note${n === 1 ? '' : 's'})`,
  moreNotes: (n: number) => `${n} more note${n === 1 ? '' : 's'}`,
  featureAddress: (address: string) => `Address: ${address}`,
  oddCharacter: (ch: string) => `“${ch}” (U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) is not a plain Latin letter`,
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
  newContractTokens: 'The new contract also gives you tokens of its own: they are not counted here, as nothing is known of them yet.',
  loadingChanges: 'Working out what this changes…',

  // What the request asks, before any detail (components/review/Summary.tsx)
  youGive: 'You give',
  youGet: 'You get',
  youGetNothing: 'Nothing',
  feeTo: (name: string) => `Fee: ${name}`,
  alsoPaidTo: (who: string) => `Also paid to ${who}`,
  swapAtMost: (amount: string) => `at most ${amount}`,
  swapAtLeast: (amount: string) => `at least ${amount}`,
  swapPaidTo: 'Paid to someone else, not to you:',
  swapUntil: (when: string) => `Valid until ${when}`,
  swapLine: (give: string, get: string) => `Swap ${give} for ${get}`,
  listingOpen: 'Anyone can buy it at this price until the listing ends.',
  listingEnds: (when: string) => `Listing ends ${when}`,
  offerEnds: (when: string) => `Offer ends ${when}`,
  signInTo: 'Sign in to',
  signInAccount: 'Account',
  signInNetwork: 'Network',
  signInExpires: 'Expires',
  signInNoExpiry: 'No expiry',
  signInSiteMismatch: (site: string, origin: string) => `This sign-in is for ${site}, but ${origin} is asking for it: a site that signs you in elsewhere can act as you there.`,
  signInAccountMismatch: 'The account in the message is not the one you sign with.',
  signInChainMismatch: 'The network in the message is not the one you are on.',
  safeAccount: 'Safe account',
  safeTo: 'Calls',
  safeValue: 'Sends',
  safeOperation: 'Operation',
  safeCall: 'Call',
  safeDelegateCall: 'Delegate call: the called code runs as the Safe itself and can change its owners or move everything',
  safeNonce: 'Safe nonce',
  newContract: 'New contract',
  newContractAddress: 'New contract address',
  newContractUnknown: 'Known once the transaction is sent',
  permitNoExpiry: 'No expiry: the allowance lasts until you revoke it',
  signatureUsableUntil: (when: string) => `This signature can be used until ${when}`,

  // Exposures
  exposuresHeading: 'Permissions you grant',
  spenderLabel: 'Who can spend',
  canSpend: (amount: string) => `Can spend ${amount}`,
  expires: (when: string) => `Expires ${when}`,

  // Address details
  addressesHeading: 'Addresses involved',
  contract: 'Contract',
  eoa: 'Wallet (not a contract)',
  selfDeclaredName: (name: string) => `Calls itself “${name}”`,
  /** Instead of "Wallet" when the request deploys a contract: the code check ran before the deployment. */
  noCodeYet: 'No code yet (this request deploys a contract)',
  zeroAddress: 'Zero address (nobody)',
  addressVerdict: (verdict: string) => `Address scan: ${verdict}`,
  addressFlaggedHere: (verdict: string) => (verdict === 'Malicious' ? 'Flagged as dangerous in this request' : 'Flagged in this request'),

  // Request details
  requestDetailsHeading: 'Request details',
  showRaw: 'Show raw data',
  showDecoded: 'Show decoded view',
  functionCall: (name: string) => `Calls ${name}`,
  unknownFunction: (selector: string) => `Calls an unknown function (${selector})`,
  functionTableUnavailable: 'Preflight could not read its list of function names, so no function is named here.',
  callArgsNotShown: 'Its arguments are nested structures, not shown here.',
  noCallData: 'No contract call: a plain transfer.',
  callDeploys: (n: number) => `Call ${n}: deploy a contract`,
  deployDetail: (bytes: number) => `Creates a new contract from ${bytes.toLocaleString('en-US')} bytes of code. The code cannot be read here: deploy only code you built or trust.`,
  to: 'To',
  from: 'From',
  value: 'Value',
  networkFee: 'Network fee',
  networkFeeAtMost: 'Network fee, at most',
  approximately: (amount: string) => `≈ ${amount}`,
  gasTimesPrice: (gas: string, price: string) => `${gas} gas × ${price}`,
  gasOnly: (gas: string) => `${gas} gas`,
  feeWorking: 'How it is worked out',
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
  unnamedDomain: 'a contract that gives no name',
  typedDataType: (primaryType: string) => `Type: ${primaryType}`,
  permitNonce: 'Nonce',

  // Decision
  approve: shellStrings.approve,
  approveWithoutScan: 'Approve without a scan',
  approveWithoutWaiting: 'Approve without waiting',
  reject: shellStrings.reject,
  acceptRisk: 'I understand the risk',
  approveWithoutSimulation: 'Approve without a simulation',
  /** Why Approve needs "I understand the risk" when the verdict is not the reason (#25). */
  approveWhy: {
    scanning: 'Preflight has not judged this request yet: approving now approves it unchecked.',
    unavailable: 'Nothing has judged this request: the scan is unavailable.',
    readsPending: 'The contract checks and the simulation are still running: what this request changes is not known yet.',
    readsUnavailable: 'The contract checks and the simulation could not be made: the verdict above comes from what the request says alone, and what it changes is not known.',
  },
  readsPending: 'Checking contracts and simulating…',
  readsUnavailable: (message: string) => `Simulation unavailable (${message}). The verdict above stands on what the request itself says.`,
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

/** Strings of the review page's frame (the queue around ReviewView). */
export const reviewStrings = {
  loading: shellStrings.loading,
  nothingToReview: shellStrings.nothingToReview,
  historyMissing: 'This decision is no longer in the history.',
  pastDecision: (decision: 'approved' | 'rejected', when: string) =>
    `${decision === 'approved' ? 'Approved' : 'Rejected'} on ${when}. This is a record: nothing can be decided here.`,
  queueError: shellStrings.queueError,
} as const;
