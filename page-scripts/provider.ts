/**
 * MAIN world, document_start, every frame: wraps the page's wallet providers
 * before any page script runs. Logic in lib/provider; keep this script small
 * (no zod, no viem).
 *
 * Not a WXT entrypoint: wxt.config.ts bundles it with esbuild (no WXT runtime,
 * logger or options object in every frame) and lists it in the manifest's
 * content_scripts with world MAIN, all frames, about:blank and opaque-origin
 * frames (match_origin_as_fallback) too.
 */
import { installPreflight } from '../lib/provider/discover';

installPreflight(window);
