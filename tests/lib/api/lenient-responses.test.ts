/**
 * Answers the SDK's types admit but the spec's wording did not: nulls and
 * error shapes, parsed at run time (the type-level check is in
 * sdk-conformance.test.ts), and what the UI then reads from them.
 */
import { describe, expect, it } from 'vitest';
import { scanErrorsOf, solanaErrorOf } from '../../../lib/api/scan-errors';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { genericTransactionScanResponseSchema } from '../../../lib/api/schemas/generic-transaction';
import { solanaPostTransactionScanResponseSchema } from '../../../lib/api/schemas/solana';
import { starknetTransactionScanResponseSchema } from '../../../lib/api/schemas/starknet';

describe('Starknet', () => {
  it('accepts the SDK\'s validation and simulation error shape ({ status: "Error", error }) and reports both failures', () => {
    const answer = starknetTransactionScanResponseSchema.parse({
      validation: { status: 'Error', error: 'unsupported transaction version' },
      simulation: { status: 'Error', error: 'execution reverted' },
    });
    expect(scanErrorsOf(answer)).toEqual({ validation: 'unsupported transaction version', simulation: 'execution reverted' });
  });

  it('accepts null simulation and validation, and numeric amounts', () => {
    expect(starknetTransactionScanResponseSchema.parse({ simulation: null, validation: null })).toEqual({ simulation: undefined, validation: undefined });
  });
});

describe('Solana post-transaction scan', () => {
  it('accepts null request_id, validation, simulation, logo, summary and usd_price', () => {
    const answer = solanaPostTransactionScanResponseSchema.parse({
      encoding: 'base58', status: 'SUCCESS', request_id: null, error: null, error_details: null,
      result: {
        validation: null,
        simulation: {
          account_summary: {
            account_assets_diff: [{ asset_type: 'SOL', asset: { type: 'SOL', decimals: 9, logo: null }, in: null, out: { usd_price: null, summary: null, value: 0.5, raw_value: 500000000 } }],
          },
        },
      },
    });
    expect(answer.request_id).toBeUndefined();
    expect(answer.result?.simulation?.account_summary?.account_assets_diff[0]?.out).toEqual({ usd_price: undefined, summary: undefined, value: 0.5, raw_value: 500000000 });
    expect(solanaErrorOf(answer)).toBeUndefined();
  });

  it('reads a failure reported inside a 200', () => {
    const answer = solanaPostTransactionScanResponseSchema.parse({ status: 'ERROR', request_id: null, error: null, error_details: { type: 'ApiError', message: 'transaction not found' } });
    expect(solanaErrorOf(answer)).toBe('transaction not found');
  });
});

describe('generic transaction scan', () => {
  it('accepts the SDK\'s answer, which has a validation and no risk_level', () => {
    const answer = genericTransactionScanResponseSchema.parse({
      validation: { status: 'Success', result_type: 'High-Risk', classification: 'scam', description: 'Known scam address', features: [{ type: 'Malicious', feature_id: 'KNOWN_MALICIOUS', description: 'x', address: 'bc1q', associated_urls: [] }] },
      platform_url: null,
    });
    expect(answer.risk_level).toBeUndefined();
    expect(answer.validation?.result_type).toBe('High-Risk');
  });
});

describe('EVM envelope', () => {
  it('accepts features of any shape, nulls in the simulation, and a feature with unknown metadata', () => {
    const answer = evmScanResponseSchema.parse({
      features: ['x'],
      validation: { status: 'Success', result_type: 'Benign', features: [{ type: 'Info', feature_id: 'F', description: 'd', metadata: 'text' }], reason: null },
      simulation: { status: 'Success', account_summary: { assets_diffs: [], traces: null }, address_details: null, params: null },
    });
    expect(answer.validation?.reason).toBe('');
    expect(answer.simulation?.address_details).toEqual({});
    expect(answer.simulation?.account_summary?.traces).toEqual([]);
  });
});
