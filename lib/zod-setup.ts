/**
 * Imported first by every entry point that runs zod: the background (the pages load none:
 * tests/entrypoints/pages-load-no-zod.test.ts), the CLI and the unit tests' setup.
 *
 * - English issue messages: the modules use `zod/mini` (docs/performance.md, "Build size"), which
 *   ships no locale of its own; ours are short (zod-messages.ts).
 * - zod 4 compiles fast parsers with `new Function`, which extension pages' CSP forbids: it falls
 *   back on its own, but the attempt is a CSP violation in every page and a DANGEROUS_EVAL warning
 *   in web-ext lint. Never try.
 */
import { z } from 'zod/mini';
import { issueMessage } from './zod-messages';

z.config({ jitless: true, localeError: issueMessage });
