/**
 * Asset lookup (endpoint 12: GET /v0/platform/assets/{identifier}). The request
 * is path + query, no body; the client URL-encodes `identifier`.
 */
import { z } from 'zod/mini';
import { ASSET_CHAIN_NAMES, ASSET_RUNTIMES } from '../enums';

export { ASSET_CHAIN_NAMES, ASSET_RUNTIMES };

export const platformAssetRequestSchema = z.object({
  identifier: z.string().check(z.minLength(1, 'identifier is required')),
  runtime: z.enum(ASSET_RUNTIMES),
  chain_name: z.enum(ASSET_CHAIN_NAMES),
});
export type PlatformAssetRequest = z.infer<typeof platformAssetRequestSchema>;

/**
 * Asset record. Only `identifier` is required here (what a UI shows); the
 * other R fields of the spec are typed but optional, `tags` defaults to [],
 * so a record missing bookkeeping fields is still usable.
 */
export const platformAssetResponseSchema = z.looseObject({
  identifier: z.string(),
  identifier_type: z.optional(z.string()),
  alias: z.optional(z.string()),
  tags: z._default(z.array(z.string()), []),
  added_by: z.optional(z.string()),
  created_at: z.optional(z.string()),
  address_details: z.optional(z.looseObject({
    chain: z.optional(z.string()),
    runtime: z.optional(z.string()),
    properties: z.optional(z.array(z.string())),
    address: z.optional(z.string()),
  })),
});
export type PlatformAssetResponse = z.infer<typeof platformAssetResponseSchema>;
