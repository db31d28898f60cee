/** The 17 paths of the scanning API spec, and which of them the self-hosted scanner serves. */

export interface SpecRoute {
  method: 'GET' | 'POST';
  /** Path as in the spec; `{identifier}` is a path parameter. */
  path: string;
  /** Served by the local engine; the others answer 501. */
  served: boolean;
}

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { method: 'POST', path: '/v0/starknet/transaction/scan', served: false },
  { method: 'POST', path: '/v0/evm/json-rpc/scan', served: true },
  { method: 'POST', path: '/v0/evm/transaction-bulk/scan', served: true },
  { method: 'POST', path: '/v0/evm/transaction/scan', served: true },
  { method: 'POST', path: '/v0/solana/post-transaction/scan', served: false },
  { method: 'POST', path: '/v0/evm/address-bulk/scan-extended', served: true },
  { method: 'POST', path: '/v0/exchange/order/scan', served: false },
  { method: 'POST', path: '/v0/exchange/withdrawal/scan', served: false },
  { method: 'POST', path: '/v0/transaction/scan', served: false },
  { method: 'POST', path: '/v0/exchange/deposit/scan', served: false },
  { method: 'POST', path: '/v0/enrichment/account/modify', served: false },
  { method: 'GET', path: '/v0/platform/assets/{identifier}', served: false },
  { method: 'POST', path: '/v0/enrichment/report', served: false },
  { method: 'POST', path: '/v0/enrichment/account/login', served: false },
  { method: 'POST', path: '/v0/sui/address/scan', served: false },
  { method: 'POST', path: '/v0/evm/post-transaction/report', served: true },
  { method: 'POST', path: '/v0/stellar/transaction/report', served: false },
];

export function matchRoute(pathname: string): SpecRoute | undefined {
  return SPEC_ROUTES.find((r) => {
    if (!r.path.includes('{')) return r.path === pathname;
    const prefix = r.path.slice(0, r.path.indexOf('{'));
    const rest = pathname.slice(prefix.length);
    return pathname.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
  });
}
