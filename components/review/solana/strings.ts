/** The Solana review's words (English; the chain-neutral ones stay in lib/i18n). */
import type { SolanaCluster } from '../../../lib/solana/scan-request';

const CLUSTERS: Record<SolanaCluster, string> = { mainnet: 'Solana', devnet: 'Solana Devnet', testnet: 'Solana Testnet', localnet: 'Solana (local)' };

export const solanaStrings = {
  cluster: (c: SolanaCluster): string => CLUSTERS[c],
  clusterAssumed: 'Solana: cluster unknown (assumed mainnet)',
  unknownToken: 'unknown token',
  viaWallet: (wallet: string) => `through ${wallet}`,
  changesHeading: 'Balance changes',
  noSimulation: 'No simulation: set an RPC URL for this cluster in the options to see balance changes. What the request says is checked below.',
  youSend: 'You send',
  youReceive: 'You receive',
  authoritiesHeading: 'Who gains control',
  delegation: (asset: string, amount: string | undefined) => `${asset}: a delegate may spend ${amount ?? 'your tokens'}`,
  ownerChange: (asset: string) => `${asset}: the account gets a new owner`,
  toLabel: 'to',
  feeHeading: 'Network fee',
  fee: (base: string, priority: string) => `${base} + priority fee ${priority}`,
  transactionN: (n: number) => `Transaction ${n}`,
  instructionsHeading: 'What it does',
  durableNonce: 'Durable nonce: this transaction stays valid until it is used, not for about a minute.',
  messageHeading: 'Message',
  messageNotText: 'The message is not text (bytes that cannot be read).',
  messageIsTransaction: 'These bytes are a Solana transaction: signing them can authorise it.',
  signInHeading: 'Sign in',
  signInField: (name: string) => name,
};
