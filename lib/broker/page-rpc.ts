/**
 * An EIP-1193 provider for the scanner that asks the page's own wallet, for
 * read-only methods only: the scanner can simulate against the chain the user
 * is on without its own RPC, and can never make the wallet sign or send.
 */
import type { PendingRequest } from '../messaging/extension';
import { ProviderRpcError, RPC_ERROR_CODES } from '../rpc-errors';
import type { Eip1193Like } from '../scan';
import type { PageActions } from './forward';

export const READ_ONLY_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_getCode',
  'eth_getBalance',
  'eth_estimateGas',
  'eth_simulateV1',
  'debug_traceCall',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBlockByNumber',
]);

export const PAGE_RPC_TIMEOUT_MS = 5000;

export function createPageRpc(page: PageActions, request: PendingRequest, timeoutMs = PAGE_RPC_TIMEOUT_MS): Eip1193Like {
  return {
    async request({ method, params }) {
      if (!READ_ONLY_METHODS.has(method)) {
        throw new ProviderRpcError({ code: RPC_ERROR_CODES.unsupportedMethod, message: `Method not allowed for scanning: ${method}` });
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderRpcError({ code: RPC_ERROR_CODES.internal, message: `The wallet did not answer ${method} in time.` })),
          timeoutMs,
        );
      });
      try {
        const answer = await Promise.race([page.call(request, method, params), timeout]);
        if (!answer.ok) throw new ProviderRpcError(answer.error);
        return answer.result;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
