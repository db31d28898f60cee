/**
 * Typed client for the risk scanning API (all 17 endpoints of
 * shared/spec/risk-scanning-api.md), grouped as the spec groups them.
 *
 *   const client = createScanClient({ baseUrl, apiKey });
 *   const { data, requestId } = await client.evm.scanJsonRpc({ chain: 'ethereum', metadata: { domain }, data: { method, params } });
 *
 * Every call validates its request before sending (InvalidRequestError, no
 * traffic), validates the answer (ApiSchemaError), and throws a ScanApiError
 * subclass on any failure (see ./errors). In-body failures of a 200 answer
 * (simulation/validation "Error", Solana "ERROR") are data: see ./scan-errors.
 * Spec defaults are left to the server; the client sends only what it is given.
 * The extension builds ./wallet-client, the groups it calls.
 */
import { createTransport, type ScanClientConfig } from './transport';
import { createWalletGroups } from './wallet-client';
import { createStarknetGroup } from './groups/starknet';
import { createExchangeGroup } from './groups/exchange';
import { createGenericGroup } from './groups/generic';
import { createEnrichmentGroup } from './groups/enrichment';
import { createStellarGroup } from './groups/stellar';

export type { ScanClientConfig } from './transport';

export function createScanClient(config: ScanClientConfig) {
  const transport = createTransport(config);
  return {
    ...createWalletGroups(transport),
    starknet: createStarknetGroup(transport),
    exchange: createExchangeGroup(transport),
    generic: createGenericGroup(transport),
    enrichment: createEnrichmentGroup(transport),
    stellar: createStellarGroup(transport),
  };
}

export type ScanClient = ReturnType<typeof createScanClient>;
