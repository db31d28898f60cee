/**
 * A JSON table shipped gzipped beside the code (bundled-file.ts) rather than packed inside the
 * background's bundle (scripts/packed-json.ts): basE91 text costs about a quarter more than the
 * gzip bytes. Read with the lists at the first scan (bundled-lists.ts), then looked up
 * synchronously. Until then, or when the file cannot be read, `current()` is undefined and the
 * table's owner answers as it does for an unknown entry, saying why where it matters
 * (registry.ts's status).
 */
import { readBundledGzipJson, type BundledFileName } from './bundled-file';
import { loadOnce } from './load-once';

export interface BundledTable<T> {
  /** Reads the file once (never rejects); a failed read is tried again at the next call. */
  load(): Promise<void>;
  /** The table, once read. */
  current(): T | undefined;
  /** Why the table is not there: not read yet, or the read's error. */
  missing(): string | undefined;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; error: string };

/** `build` turns the file's JSON into the table; what it throws marks the file unreadable. */
export function bundledTable<T>(file: BundledFileName, build: (raw: unknown) => T): BundledTable<T> {
  const once = loadOnce<Loaded<T>>(
    () =>
      readBundledGzipJson(file)
        .then(build)
        .then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) }),
        ),
    (loaded) => loaded.ok,
  );
  return {
    load: async () => {
      await once.load();
    },
    current: () => {
      const loaded = once.latest();
      return loaded?.ok === true ? loaded.value : undefined;
    },
    missing: () => {
      const loaded = once.latest();
      if (loaded === undefined) return `${file} not read yet`;
      return loaded.ok ? undefined : loaded.error;
    },
  };
}
