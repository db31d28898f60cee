/** bench:interception's byte counts, from the built files. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';

export async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? await dirBytes(p) : (await stat(p)).size;
  }
  return total;
}

export const fileBytes = (dir: string, file: string): number => statSync(path.join(dir, file)).size;

/**
 * The review page's JavaScript, from the built files: what review.html loads
 * before anything runs (its scripts and module preloads, and their static
 * imports), and every chunk it could ever import (dynamic import() too, also
 * the parts only some requests or actions load).
 */
export async function reviewScriptBytes(dir: string): Promise<{ initial: number; all: number; initialFiles: string[] }> {
  const html = await readFile(path.join(dir, 'review.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((x) => x[1] ?? '');
  const closure = async (start: string[], dynamic: boolean): Promise<Set<string>> => {
    const seen = new Set<string>();
    const queue = [...start];
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const code = await readFile(path.join(dir, f), 'utf8');
      const pattern = dynamic ? /(?:from|import)\s*\(?\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g : /(?:from|import)\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g;
      for (const x of code.matchAll(pattern)) queue.push(path.posix.join(path.posix.dirname(f), x[1] ?? ''));
    }
    return seen;
  };
  const size = (files: Set<string>): number => [...files].reduce((sum, f) => sum + fileBytes(dir, f), 0);
  const initial = await closure(roots, false);
  const all = await closure(roots, true);
  return { initial: size(initial), all: size(all), initialFiles: [...initial] };
}
