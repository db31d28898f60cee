/**
 * A bundled list loaded at its first use, not when the worker starts. A load that failed is kept
 * (callers report its error) and tried again at the next call: a retry costs a local read.
 */
export interface LoadOnce<T> {
  /** Loads at the first call; concurrent calls share the load; a good result is kept for good. */
  load(): Promise<T>;
  /** The last settled result, good or failed; undefined until a load has settled. */
  latest(): T | undefined;
}

/** `load` must not throw: it returns a value that says it failed, and `succeeded` tells which. */
export function loadOnce<T>(load: () => Promise<T>, succeeded: (value: T) => boolean): LoadOnce<T> {
  let latest: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (latest !== undefined && succeeded(latest)) return Promise.resolve(latest);
      pending ??= load()
        .then((value) => (latest = value))
        .finally(() => (pending = undefined));
      return pending;
    },
    latest: () => latest,
  };
}
