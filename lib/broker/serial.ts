/**
 * Runs async tasks one after another. The service worker is single-threaded,
 * but read-modify-write on storage spans awaits: without this, two decisions
 * for the same id could both read the request before either removes it.
 */
export function createSerial(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
