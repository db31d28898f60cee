/** Reading the chain id and the signing account out of an intercepted request. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** eth_chainId's answer ("0x1") or a decimal string; undefined when unusable. */
export function parseChainId(value: string | undefined): number | undefined {
  // Stryker disable next-line ConditionalExpression: the patterns below do not match undefined either
  if (value === undefined) return undefined;
  const n = /^0x[0-9a-f]{1,13}$/i.test(value) ? parseInt(value, 16) : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined;
}

function at(params: unknown, index: number): unknown {
  return Array.isArray(params) ? params[index] : undefined;
}

/** The account that signs or sends, as each method names it; else the wallet's first account. */
export function signingAccount(method: string, params: unknown, accounts: readonly string[] | undefined): string | undefined {
  let named: unknown;
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction':
    case 'wallet_sendCalls':
      named = field(at(params, 0), 'from');
      break;
    case 'personal_sign':
      named = at(params, 1);
      break;
    case 'eth_sign':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      named = at(params, 0);
      break;
    case 'eth_signTypedData':
      // v1 takes [typedData, address]; some dapps send [address, typedData].
      named = typeof at(params, 1) === 'string' ? at(params, 1) : at(params, 0);
      break;
  }
  if (typeof named === 'string' && ADDRESS.test(named)) return named;
  const first = accounts?.[0];
  // Stryker disable next-line ConditionalExpression: ADDRESS.test(undefined) reads "undefined", which is no address
  return first !== undefined && ADDRESS.test(first) ? first : undefined;
}
