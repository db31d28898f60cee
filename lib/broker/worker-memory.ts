/**
 * A copy in the service worker's memory of a storage.session value that only this worker writes (the
 * review window's id, the pending list), so that the reads on a Reject's way to the page's 4001 need no
 * round trip to the browser. Storage stays the record: a restarted worker starts with no copy and reads
 * it from there. MV3 runs one worker instance; the copy is what this instance last wrote, so anything
 * that must hold against another writer (the store's read-modify-write) keeps reading storage itself.
 */
export interface WorkerMemory<T> {
  /** The value as last written or read here; `load` reads storage when there is none yet. */
  read(load: () => Promise<T>): Promise<T>;
  /** After storage took `value`. */
  wrote(value: T): void;
}

const copies = new Set<{ forget(): void }>();

export function workerMemory<T>(): WorkerMemory<T> {
  let known: { value: T } | undefined;
  // A read that began before a write must not put back the value that write replaced.
  let writes = 0;
  const copy = {
    async read(load: () => Promise<T>): Promise<T> {
      if (known) return known.value;
      const before = writes;
      const value = await load();
      if (writes === before) known = { value };
      return value;
    },
    wrote(value: T): void {
      writes++;
      known = { value };
    },
    forget(): void {
      writes++;
      known = undefined;
    },
  };
  copies.add(copy);
  return copy;
}

/** Drops every copy: what a restarted worker starts with (tests reset the fake browser's storage under it). */
export function forgetWorkerMemory(): void {
  for (const copy of copies) copy.forget();
}
