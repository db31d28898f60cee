/**
 * Official sites of projects beyond the hand-kept brands: the sites chain registries and token
 * lists publish for their chains and tokens, and MetaMask's allowlist (data/sites.json.gz, `npm run gen:sites`; sources,
 * date and licences in data/sites.sources.json). Thousands of names, so each is weighed: only a
 * "claiming" site (a distinctive name no other known site comes near) is protected from lookalikes
 * (lookalike-project.ts); a "quiet" one is only known to be official. Read at the first scan like
 * the phishing list; until then, or when the file cannot be read, no project site is known.
 */
import { z } from 'zod/mini';
import { BundledFileError, readBundledFile, readBundledGzipJson, type BundledFileReader } from './bundled-file';
import { domainLabel } from './domain';
import { loadOnce } from './load-once';
import { PHISHING_PACKING, unpackDomainList } from './phishing-packing';

const FILE = 'sites.json.gz';

/** A claiming site, indexed for the rules: its name, the suffix after it and the name's shape. */
export interface ProjectSite {
  site: string;
  label: string;
  suffix: string;
  /** The name as a reader sees it (projectShape): "kvventa" and "kwennta" both read "kwenta". */
  shape: string;
}

export interface ProjectSites {
  /** Every official site, claiming or quiet (registrable domains). */
  official: ReadonlySet<string>;
  /** Claiming sites by name, by shape and by first letter (edit distance looks only there). */
  byLabel: ReadonlyMap<string, readonly ProjectSite[]>;
  byShape: ReadonlyMap<string, readonly ProjectSite[]>;
  byFirst: ReadonlyMap<string, readonly ProjectSite[]>;
  claiming: number;
}

/** ASCII letters drawn like another ("vv" for w, "rn" for m, 0 for o, 1 for l), then repeated letters once. */
const ASCII_LOOKALIKES: readonly (readonly [RegExp, string])[] = [[/vv/g, 'w'], [/rn/g, 'm'], [/0/g, 'o'], [/1/g, 'l']];
export function projectShape(label: string): string {
  let shape = label;
  for (const [from, to] of ASCII_LOOKALIKES) shape = shape.replace(from, to);
  return shape.replace(/(.)\1+/g, '$1');
}

function push<K>(map: Map<K, ProjectSite[]>, key: K, site: ProjectSite): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [site]);
  else list.push(site);
}

/** The index of a list's claiming and quiet sites. */
export function indexProjectSites(claiming: readonly string[], quiet: readonly string[]): ProjectSites {
  const byLabel = new Map<string, ProjectSite[]>();
  const byShape = new Map<string, ProjectSite[]>();
  const byFirst = new Map<string, ProjectSite[]>();
  for (const site of claiming) {
    const label = domainLabel(site);
    const entry = { site, label, suffix: site.slice(label.length), shape: projectShape(label) };
    push(byLabel, label, entry);
    push(byShape, entry.shape, entry);
    push(byFirst, label[0] ?? '', entry);
  }
  return { official: new Set([...claiming, ...quiet]), byLabel, byShape, byFirst, claiming: claiming.length };
}

export const NO_PROJECT_SITES = indexProjectSites([], []);

const fileSchema = z.object({
  packing: z.literal(PHISHING_PACKING),
  claiming: z.object({ shared: z.string(), rest: z.string() }),
  quiet: z.object({ shared: z.string(), rest: z.string() }),
});

/** The bundled list, indexed; throws a BundledFileError when it cannot be read. */
export async function bundledProjectSites(read: BundledFileReader = readBundledFile): Promise<ProjectSites> {
  const parsed = fileSchema.safeParse(await readBundledGzipJson(FILE, read));
  if (!parsed.success) throw new BundledFileError('corrupt', FILE, 'not a packed list of sites');
  try {
    return indexProjectSites(unpackDomainList(parsed.data.claiming), unpackDomainList(parsed.data.quiet));
  } catch (error) {
    throw new BundledFileError('corrupt', FILE, error instanceof Error ? error.message : String(error));
  }
}

type Loaded = { ok: true; sites: ProjectSites } | { ok: false; error: string };
const loaded = loadOnce<Loaded>(
  () => bundledProjectSites().then((sites) => ({ ok: true as const, sites }), (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) })),
  (value) => value.ok,
);

/** Reads the list once (never rejects: a list that cannot be read leaves none known). */
export async function loadProjectSites(): Promise<void> {
  await loaded.load();
}

/** The list in use; none until `loadProjectSites()` has settled or when it could not be read. */
export function currentProjectSites(): ProjectSites {
  const latest = loaded.latest();
  return latest?.ok === true ? latest.sites : NO_PROJECT_SITES;
}
