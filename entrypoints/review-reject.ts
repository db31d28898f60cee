/**
 * The review page's first script (entrypoints/review/index.html): the
 * smallest one that makes the HTML's Reject usable (./review/static-reject.ts),
 * so that it does not wait for the shell, the stylesheet or React.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { enableStaticReject } from './review/static-reject';

export default defineUnlistedScript(() => {
  enableStaticReject(document, location.search);
});
