/**
 * The words lib/format and lib/calls describe a request with (titles, chains, amounts, decoded
 * calls, permit and order rows): a module of their own because the background words requests too
 * (history summaries, the calls view), and so bundles these without the review's other strings.
 * lib/i18n/strings.ts includes them, so the review reads them as `strings.*` like the rest.
 */
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

/** What a request asks for, as a person would say it (lib/format/intent.ts). */
export type IntentKind =
  | 'approval'
  | 'approval_for_all'
  | 'revoke'
  | 'permit'
  | 'listing'
  | 'offer'
  | 'swap'
  | 'bridge'
  | 'sign_in'
  | 'safe_tx'
  | 'deploy'
  | 'message'
  | 'blind';

const intentTitles: Record<IntentKind, string> = {
  approval: 'Spending approval',
  approval_for_all: 'Approval for all',
  revoke: 'Remove an approval',
  permit: 'Permit',
  listing: 'NFT listing',
  offer: 'Offer',
  swap: 'Swap',
  bridge: 'Bridge',
  sign_in: 'Sign-in',
  safe_tx: 'Safe transaction',
  deploy: 'Deploy a contract',
  message: 'Sign a message',
  blind: 'Blind signature',
};

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

export const formatStrings = {
  // Request titles and networks
  methodTitle: (kind: RequestKind) => methodTitles[kind],
  intentTitle: (kind: IntentKind) => intentTitles[kind],
  unknownNetwork: 'Unknown network',
  chainWithId: (name: string, id: number) => `${name} (${id})`,
  unnamedChain: (id: number) => `Chain ${id}`,

  // A scan answer without a verdict
  noVerdict: 'The scan gave no verdict for this request.',
  validationError: (message: string) => `The scanner could not check this request: ${message}`,

  // Amounts and grants
  unlimited: 'Unlimited',
  allNfts: 'All NFTs of this collection',
  grantSummary: (what: string, who: string) => `${what} for ${who}`,
  neverExpires: 'Never expires',
  unreadableValue: (raw: string) => `Unreadable (“${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}”): not a 0x-hex number`,

  // Decoded call arguments
  callItems: (n: number) => `${n} item${n === 1 ? '' : 's'} (not shown here)`,
  callStruct: 'a structure (not shown here)',

  // Permit and order rows
  permitSpender: 'Spender',
  permitToken: 'Token',
  permitAmount: 'Amount',
  permitDeadline: 'Signature valid until',
  permitExpiration: 'Permission expires',
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
  orderItemTo: (recipient: string) => `to ${recipient}`,
} as const;
