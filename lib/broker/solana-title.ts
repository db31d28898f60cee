/** A Solana request in plain words, for the review's first paint and the history (as requestTitle for EVM). */
import type { SolanaPendingParams } from '../messaging/solana';

export function solanaTitle(scan: SolanaPendingParams['scan']): string {
  const n = scan.transactions?.length ?? 0;
  const some = n === 1 ? 'a Solana transaction' : `${n} Solana transactions`;
  switch (scan.method) {
    case 'signMessage':
      return 'Sign a message with your Solana account';
    case 'signIn':
      return `Sign in with Solana${scan.sign_in?.domain ? ` to ${scan.sign_in.domain.slice(0, 100)}` : ''}`;
    case 'signAndSendTransaction':
      return `Sign and send ${some}`;
    default:
      return `Sign ${some}`;
  }
}

/** The title of a Solana request refused as unreadable (./refusal): there is no scan request to name it by. */
export const SOLANA_REFUSED_TITLE = 'A Solana request Preflight could not read';
