/**
 * The wallet methods that sign or send something: the ones Preflight holds for
 * review by default. Plain data (no zod) because the MAIN-world script, which
 * must stay small, uses it too.
 */
export const SIGNING_METHODS = [
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'eth_sendRawTransaction',
] as const;

export type SigningMethod = (typeof SIGNING_METHODS)[number];
