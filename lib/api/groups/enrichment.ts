/**
 * Enrichment group (endpoints 11, 13, 14). Not idempotent on the server side in
 * principle; they are still retried on 5xx/network errors like every call, so a
 * rare duplicate event is possible.
 */
import type { Transport } from '../transport';
import {
  enrichmentLoginRequestSchema, enrichmentModifyAccountRequestSchema, enrichmentReportRequestSchema, enrichmentResponseSchema,
} from '../schemas/enrichment';
import { postEndpoint } from './endpoint';

export function createEnrichmentGroup(transport: Transport) {
  return {
    logLogin: postEndpoint(transport, '/v0/enrichment/account/login', enrichmentLoginRequestSchema, enrichmentResponseSchema),
    modifyAccount: postEndpoint(transport, '/v0/enrichment/account/modify', enrichmentModifyAccountRequestSchema, enrichmentResponseSchema),
    reportAddresses: postEndpoint(transport, '/v0/enrichment/report', enrichmentReportRequestSchema, enrichmentResponseSchema),
  };
}
