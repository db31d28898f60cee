/**
 * Type-level conformance with the service's official SDK (`@blockaid/client`,
 * a devDependency only, never shipped): for every endpoint the SDK covers,
 * every response its type admits must be accepted by our zod schema (our
 * input type may be looser, never stricter), and every request we send must be
 * one the SDK's request type admits where the SDK requires more than the spec.
 *
 * `tsc --noEmit` (npm run typecheck) checks these; vitest runs them as no-ops.
 * The SDK's types are interfaces, which TypeScript never lets match an index
 * signature (ours keep unknown keys: `[k: string]: unknown`), so each SDK type
 * is first rewritten as the same structure with plain object types (`Plain`).
 * Endpoints the SDK does not cover (Solana post-transaction scan, exchange
 * scans, platform assets, enrichment login/modify) are checked against the
 * service's published examples in tests/lib/api/service-fixtures.test.ts.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type Blockaid from '@blockaid/client';
import {
  evmAddressScanRequestSchema, evmAddressScanResponseSchema, evmBulkScanResponseSchema, evmReportRequestSchema,
  evmScanResponseSchema, unrestrictedResponseSchema,
} from '../../../lib/api/schemas/evm';
import { genericTransactionScanResponseSchema } from '../../../lib/api/schemas/generic-transaction';
import { starknetTransactionScanResponseSchema } from '../../../lib/api/schemas/starknet';
import { suiAddressScanResponseSchema } from '../../../lib/api/schemas/sui';
import { stellarReportRequestSchema, stellarReportResponseSchema } from '../../../lib/api/schemas/reports';

/** The same structure as T with interfaces turned into plain object types. */
type Plain<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T // keeps branded strings such as `'GAS_FEE' | (string & {})` as they are
  : T extends (...args: never[]) => unknown
    ? T
  : T extends ReadonlyArray<infer U>
    ? Array<Plain<U>>
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

type Accepts<S extends z.ZodMiniType> = z.input<S>;

describe('responses: everything the SDK admits, our schema accepts', () => {
  it('EVM JSON-RPC scan (POST /v0/evm/json-rpc/scan)', () => {
    expectTypeOf<Plain<Blockaid.Evm.JsonRpcScanResponse>>().toExtend<Accepts<typeof evmScanResponseSchema>>();
  });
  it('EVM transaction scan (POST /v0/evm/transaction/scan)', () => {
    expectTypeOf<Plain<Blockaid.Evm.TransactionScanResponse>>().toExtend<Accepts<typeof evmScanResponseSchema>>();
  });
  it('EVM transaction bulk scan (POST /v0/evm/transaction-bulk/scan)', () => {
    expectTypeOf<Plain<Blockaid.Evm.TransactionBulkScanResponse>>().toExtend<Accepts<typeof evmBulkScanResponseSchema>>();
  });
  it('EVM extended address bulk scan (POST /v0/evm/address-bulk/scan-extended)', () => {
    expectTypeOf<Plain<Blockaid.Evm.ValidateBulkExtendedAddressesResponse>>().toExtend<Accepts<typeof evmAddressScanResponseSchema>>();
  });
  it('EVM post-transaction report (POST /v0/evm/post-transaction/report)', () => {
    expectTypeOf<Blockaid.Evm.PostTransactionReportResponse>().toExtend<Accepts<typeof unrestrictedResponseSchema>>();
  });
  it('Starknet transaction scan (POST /v0/starknet/transaction/scan)', () => {
    expectTypeOf<Plain<Blockaid.StarknetTransactionScanResponse>>().toExtend<Accepts<typeof starknetTransactionScanResponseSchema>>();
  });
  it('Sui address scan (POST /v0/sui/address/scan)', () => {
    expectTypeOf<Plain<Blockaid.Sui.AddressScanResponse>>().toExtend<Accepts<typeof suiAddressScanResponseSchema>>();
  });
  it('generic transaction scan (POST /v0/transaction/scan)', () => {
    expectTypeOf<Plain<Blockaid.ChainAgnostic.TransactionScanResponse>>().toExtend<Accepts<typeof genericTransactionScanResponseSchema>>();
  });
  it('Stellar transaction report (POST /v0/stellar/transaction/report)', () => {
    expectTypeOf<Blockaid.Stellar.TransactionReportResponse>().toExtend<Accepts<typeof stellarReportResponseSchema>>();
  });
});

describe('requests: what we send, the SDK admits', () => {
  it('extended address bulk scan sends metadata.account and metadata.connection', () => {
    expectTypeOf<z.output<typeof evmAddressScanRequestSchema>['metadata']>().toExtend<Plain<Blockaid.Evm.AddressBulkScanExtendedParams['metadata']>>();
  });
  it('EVM post-transaction report by request id', () => {
    expectTypeOf<z.output<typeof evmReportRequestSchema>>().toExtend<Plain<Blockaid.Evm.PostTransactionReportParams>>();
  });
  it('Stellar report by request id', () => {
    expectTypeOf<z.output<typeof stellarReportRequestSchema>>().toExtend<Plain<Blockaid.Stellar.TransactionReportParams>>();
  });
});
