/**
 * Imported first by the background, the one entry point that runs zod (the
 * pages load none: tests/entrypoints/pages-load-no-zod.test.ts). zod 4 compiles fast parsers
 * with `new Function`, which extension pages' CSP forbids: it falls back on
 * its own, but the attempt is a CSP violation in every page and a
 * DANGEROUS_EVAL warning in web-ext lint. Never try.
 */
import { z } from 'zod';

z.config({ jitless: true });
