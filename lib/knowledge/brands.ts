/**
 * The popular dapps beyond the registry's protocols whose sites the lookalike check protects
 * (data/brands.json, `npm run gen:brands`; sources in data/brands.sources.json), shipped gzipped
 * beside the code and read with the other lists at the first scan (bundled-table.ts). Until then,
 * or when it cannot be read, no dapp is known: its sites are not taken for official ones and the
 * site check says the list is missing (lookalikeListsMissing).
 *
 * A brand here only says which sites are official and which names another site may not wear; it
 * says nothing about contracts (that is the registry's job).
 */
import { z } from 'zod/mini';
import { bundledTable } from './bundled-table';
import type { ProtocolInfo } from './registry';

const brandsFileSchema = z.object({
  brands: z.array(z.tuple([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(3))).check(z.minLength(1)), z.array(z.string()), z.array(z.string())])),
});

/** A brand protected from lookalikes: the registry's protocol shape, `id` prefixed "dapp:" so it is never taken for a protocol id. */
export type SiteBrand = ProtocolInfo;

const DAPP_ID_PREFIX = 'dapp:';
/** True for a brand of data/brands.json, false for a registry protocol. */
export const isDappBrand = (brand: ProtocolInfo): boolean => brand.id.startsWith(DAPP_ID_PREFIX);

const table = bundledTable('brands.json.gz', (raw): readonly SiteBrand[] =>
  brandsFileSchema.parse(raw).brands.map(([name, sites, brands, brandWords]) => ({ id: `${DAPP_ID_PREFIX}${name}`, name, sites, brands, brandWords })),
);

/** Reads the list (never rejects); loadBundledLists() calls it before every scan. */
export const loadBrands = (): Promise<void> => table.load();

/** The bundled brands once read; none before that or when the file cannot be read (the registry's protocols are still protected). */
export const bundledBrands = (): readonly SiteBrand[] => table.current() ?? [];

/** Why the list is not there, when it is not. */
export const brandsMissing = (): string | undefined => table.missing();
