/**
 * Edit distances between names. `levenshtein`: insert / delete / substitute (MetaMask's fuzzylist
 * measures so). `typoDistance`: the same plus two neighbouring letters swapped as one edit
 * (debrigde / debridge), the typo readers miss most (optimal string alignment).
 * Both stop early once the distance must exceed `max`.
 */
export function levenshtein(a: string, b: string, max = Infinity): number {
  return distance(a, b, max, false);
}

export function typoDistance(a: string, b: string, max = Infinity): number {
  return distance(a, b, max, true);
}

function distance(a: string, b: string, max: number, swaps: boolean): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the classic table, reused; typed arrays keep the inner loop allocation-free.
  let before = new Int32Array(b.length + 1);
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (ca === cb ? 0 : 1));
      if (swaps && i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? max + 1;
}
