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
  deployTitle: 'Deploy a contract',
  batchWithDeploy: (n: number) => `Send a batch of calls that deploys ${n === 1 ? 'a contract' : `${n} contracts`}`,
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
  orderItem: (kind: string, token: string, amount: string) => `${kind} ${token} × ${amount}`,
  orderItemTo: (recipient: string) => `to ${recipient}`,
} as const;
