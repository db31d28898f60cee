/**
 * The popular dapps beyond the registry's protocols whose sites the lookalike check protects
 * (data/brands.json, `npm run gen:brands`; sources in data/brands.sources.json). Read synchronously
 * like the registry: 8 kB of JSON, not worth a file fetched at the first scan.
 *
 * A brand here only says which sites are official and which names another site may not wear; it
 * says nothing about contracts (that is the registry's job).
 */
import { z } from 'zod/mini';
import brandsFile from './data/brands.json';
import type { ProtocolInfo } from './registry';

const brandsFileSchema = z.object({
  brands: z.array(z.tuple([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(3))).check(z.minLength(1)), z.array(z.string()), z.array(z.string())])),
});

/** A brand protected from lookalikes: the registry's protocol shape, `id` prefixed "dapp:" so it is never taken for a protocol id. */
export type SiteBrand = ProtocolInfo;

const DAPP_ID_PREFIX = 'dapp:';
/** True for a brand of data/brands.json, false for a registry protocol. */
export const isDappBrand = (brand: ProtocolInfo): boolean => brand.id.startsWith(DAPP_ID_PREFIX);

let parsed: readonly SiteBrand[] | undefined;

/** The bundled brands; an unreadable file gives none (the registry's protocols are still protected). */
export function bundledBrands(): readonly SiteBrand[] {
  if (parsed === undefined) {
    const result = brandsFileSchema.safeParse(brandsFile);
    parsed = result.success
      ? result.data.brands.map(([name, sites, brands, brandWords]) => ({ id: `${DAPP_ID_PREFIX}${name}`, name, sites, brands, brandWords }))
      : [];
  }
  return parsed;
}
