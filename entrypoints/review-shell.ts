/**
 * The review page's first script, a classic one at the end of its body
 * (entrypoints/review/index.html): the parser runs it where it stands, before
 * the page's modules, so the shell is drawn with the HTML. An unlisted script
 * (one self-contained file) rather than a module of the page, which would
 * wait for the parse to finish and then for its imports.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startReview } from './review/shell';

export default defineUnlistedScript(() => {
  startReview(window);
});
