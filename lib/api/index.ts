/** Public surface of the scanning API client. */
export { createScanClient, type ScanClient, type ScanClientConfig } from './client';
export type { ApiResult, CallOptions, FetchLike } from './transport';
export * from './errors';
export * from './scan-errors';
export * from './schemas/evm';
export * from './schemas/common';
export * from './schemas/solana';
export * from './schemas/starknet';
export * from './schemas/sui';
export * from './schemas/exchange';
export * from './schemas/generic-transaction';
export * from './schemas/enrichment';
export * from './schemas/platform-assets';
export * from './schemas/reports';
