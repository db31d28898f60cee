/**
 * The skeleton of a text: each character drawn like an ASCII letter or digit replaced by it, marks
 * stripped, as the `confusables` package's remove() does, from its table re-encoded by
 * scripts/gen-confusables.ts (a third of the size in the build; docs/performance.md, "Build size").
 */
import file from './data/confusables.json';

/** Text of these characters only has nothing to replace (the package's own shortcut). */
const PLAIN = /^(?:[~`!@#%^&*(){}[\];:"'<,.>?/\\|_+=-]|[a-zA-Z0-9\s])+$/;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF\u2063]/g;
const STRIP = new RegExp(file.strip, 'g');
const MARKS_AFTER = new RegExp(file.marksAfter, 'g');

let lookalikes: Map<string, string> | undefined;

/** Character → the ASCII it imitates, built on first use; a later entry wins, as in the package. */
function table(): Map<string, string> {
  if (lookalikes) return lookalikes;
  const built = new Map<string, string>();
  for (const [ascii, gaps] of file.characters) {
    if (ascii === undefined || gaps === undefined) throw new Error('confusables.json: an entry without its letters (npm run gen:confusables)');
    let point = 0;
    for (const gap of gaps.split(',')) {
      point += parseInt(gap, 36);
      built.set(String.fromCodePoint(point), ascii);
    }
  }
  lookalikes = built;
  return built;
}

export function removeConfusables(text: string): string {
  if (PLAIN.test(text)) return text;
  const map = table();
  let skeleton = '';
  for (const char of text.replace(STRIP, '').replace(MARKS_AFTER, '$1').replace(ZERO_WIDTH, '')) skeleton += map.get(char) ?? char;
  return skeleton;
}
