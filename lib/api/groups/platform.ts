/** Asset lookup (endpoint 12): GET with the identifier in the path (URL-encoded) and runtime/chain_name in the query. */
import { z } from 'zod/mini';
import { parseRequest, type ApiResult, type CallOptions, type Transport } from '../transport';
import { platformAssetRequestSchema, platformAssetResponseSchema, type PlatformAssetResponse } from '../schemas/platform-assets';

const ASSETS_PATH = '/v0/platform/assets/';

export function createPlatformGroup(transport: Transport) {
  return {
    async getAsset(request: z.input<typeof platformAssetRequestSchema>, options?: CallOptions): Promise<ApiResult<PlatformAssetResponse>> {
      const { identifier, runtime, chain_name } = parseRequest(platformAssetRequestSchema, request, `GET ${ASSETS_PATH}{identifier}`);
      return transport.send(
        { method: 'GET', path: `${ASSETS_PATH}${encodeURIComponent(identifier)}`, query: { runtime, chain_name } },
        platformAssetResponseSchema,
        options,
      );
    },
  };
}
