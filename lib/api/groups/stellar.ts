/** Stellar feedback report (endpoint 17); the answer is an integer. */
import type { Transport } from '../transport';
import { stellarReportRequestSchema, stellarReportResponseSchema } from '../schemas/reports';
import { postEndpoint } from './endpoint';

export function createStellarGroup(transport: Transport) {
  return {
    reportTransaction: postEndpoint(transport, '/v0/stellar/transaction/report', stellarReportRequestSchema, stellarReportResponseSchema),
  };
}
