/**
 * The skeleton of a text: each character drawn like an ASCII letter or digit replaced by it, marks
 * stripped, as the `confusables` package's remove() does, from its table re-encoded by
 * scripts/gen-confusables.ts (a third of the size in the build; docs/performance.md, "Build size"),
 * shipped gzipped beside the code and read with the other lists at the first scan (bundled-table.ts).
 * Until then, or when it cannot be read, nothing is replaced and the site check says the table is
 * missing (lookalikeListsMissing), so a homoglyph is never silently taken for a plain name.
 */
import { z } from 'zod/mini';
import { bundledTable } from './bundled-table';

/** Text of these characters only has nothing to replace (the package's own shortcut). */
const PLAIN = /^(?:[~`!@#%^&*(){}[\];:"'<,.>?/\\|_+=-]|[a-zA-Z0-9\s])+$/;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF\u2063]/g;
const fileSchema = z.object({ strip: z.string(), marksAfter: z.string(), characters: z.array(z.tuple([z.string(), z.string()])) });

interface Confusables {
  strip: RegExp;
  marksAfter: RegExp;
  /** Character → the ASCII it imitates; a later entry wins, as in the package. */
  lookalikes: Map<string, string>;
}

function build(raw: unknown): Confusables {
  const file = fileSchema.parse(raw);
  const lookalikes = new Map<string, string>();
  for (const [ascii, gaps] of file.characters) {
    let point = 0;
    for (const gap of gaps.split(',')) {
      point += parseInt(gap, 36);
      lookalikes.set(String.fromCodePoint(point), ascii);
    }
  }
  return { strip: new RegExp(file.strip, 'g'), marksAfter: new RegExp(file.marksAfter, 'g'), lookalikes };
}

const table = bundledTable('confusables.json.gz', build);

/** Reads the table (never rejects); loadBundledLists() calls it before every scan. */
export const loadConfusables = (): Promise<void> => table.load();

/** Why the table is not there, when it is not. */
export const confusablesMissing = (): string | undefined => table.missing();

export function removeConfusables(text: string): string {
  const confusables = table.current();
  if (PLAIN.test(text) || confusables === undefined) return text;
  let skeleton = '';
  for (const char of text.replace(confusables.strip, '').replace(confusables.marksAfter, '$1').replace(ZERO_WIDTH, '')) skeleton += confusables.lookalikes.get(char) ?? char;
  return skeleton;
}
