/**
 * Asset lookup (endpoint 12: GET /v0/platform/assets/{identifier}). The request
 * is path + query, no body; the client URL-encodes `identifier`.
 */
import { z } from 'zod';
import { ASSET_CHAIN_NAMES, ASSET_RUNTIMES } from '../enums';

export { ASSET_CHAIN_NAMES, ASSET_RUNTIMES };

export const platformAssetRequestSchema = z.object({
  identifier: z.string().min(1, 'identifier is required'),
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
  identifier_type: z.string().optional(),
  alias: z.string().optional(),
  tags: z.array(z.string()).default([]),
  added_by: z.string().optional(),
  created_at: z.string().optional(),
  address_details: z.looseObject({
    chain: z.string().optional(),
    runtime: z.string().optional(),
    properties: z.array(z.string()).optional(),
    address: z.string().optional(),
  }).optional(),
});
export type PlatformAssetResponse = z.infer<typeof platformAssetResponseSchema>;
