import path from 'node:path';
import { defineConfig } from 'wxt';
import { visualizer } from 'rollup-plugin-visualizer';
import { REMOTE_SCAN_DATA_COLLECTION } from './lib/settings/data-collection';
import { BUNDLED_FILES } from './lib/knowledge/bundled-file';
import { bundlePageScript, manifestEntries, PAGE_SCRIPTS } from './scripts/page-scripts';
import { packedJson } from './scripts/packed-json';

// See docs/install.md, "Firefox", for why the Firefox build is MV3.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  manifestVersion: 3,
  // `ANALYZE=list npm run build` (or ANALYZE=treemap): what each chunk is made of, in .output/stats-<browser>-<time>.html (docs/benchmarks.md).
  vite: (env) => ({
    // SIZE_MAP=1: sourcemaps beside the files, not named in them, for `npm run size` (the files stay byte for byte the shipped ones).
    build: {
      sourcemap: process.env.SIZE_MAP === '1' ? 'hidden' : false,
      // terser, two passes: a few per cent smaller than esbuild's minifier on the same code (docs/performance.md, "Build size").
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { comments: false, ecma: 2020 } },
    },
    plugins: [
      // Large data tables are bundled deflated (scripts/packed-json.ts; docs/performance.md, "Build size").
      packedJson(path.resolve('.')),
      ...(process.env.ANALYZE ? [visualizer({ filename: `.output/stats-${env.browser}-${Date.now()}.html`, gzipSize: false, template: process.env.ANALYZE === 'list' ? 'list' : 'treemap' })] : []),
    ],
  }),
  manifest: ({ browser }) => ({
    name: 'Preflight',
    description: 'Scans every signing request a dapp makes before your wallet sees it.',
    // No 'tabs': the broker reads a tab's URL and favicon only from message senders and
    // tabs.onUpdated, which host permissions already cover (tabs.onUpdated/onRemoved and
    // windows.* need no permission); 'tabs' would add a store warning about browsing history.
    // storage: settings, history, the queue in storage.session; scripting: Approve runs the
    // original call in the page's MAIN world; alarms: phishing-list refresh, report retries,
    // the end of a pause.
    permissions: ['storage', 'scripting', 'alarms'],
    host_permissions: ['<all_urls>'],
    ...(browser === 'firefox'
      ? {}
      : {
          // 119: match_origin_as_fallback (the content scripts reach sandboxed and opaque-origin
          // frames); MAIN-world content scripts need 111, executeScript({ documentIds }) 106.
          minimum_chrome_version: '119',
        }),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'preflight@preflight.dev',
              // 128: first Firefox with world: 'MAIN' content scripts and scripting.executeScript({ world: 'MAIN' }).
              strict_min_version: '128.0',
              // Firefox's built-in consent (required for new AMO listings): nothing is sent in
              // local mode; a remote scan (the user's own key) sends the request and its site,
              // so those categories are optional, asked for when the options turn it on
              // (lib/settings/data-consent.ts) and checked before each remote scan.
              data_collection_permissions: { required: ['none'], optional: [...REMOTE_SCAN_DATA_COLLECTION] },
            },
          },
        }
      : {}),
  }),
  hooks: {
    // The pages' chunks and styles beside them, not in chunks/ and assets/: a folder counts 4,096 B in `du -sb` (the 1 MiB budget).
    'vite:build:extendConfig': (_entrypoints, config) => {
      const output = config.build?.rollupOptions?.output;
      if (output === undefined || Array.isArray(output) || output.chunkFileNames !== 'chunks/[name]-[hash].js') return;
      const entryFileNames = output.entryFileNames;
      output.chunkFileNames = '[name]-[hash].js';
      output.assetFileNames = '[name]-[hash].[ext]';
      output.entryFileNames = (chunk) => (typeof entryFileNames === 'function' ? entryFileNames(chunk) : (entryFileNames ?? '[name].js')).replace(/^chunks\//, '');
    },
    // The store zips carry the licence beside the code.
    'build:publicAssets': async (wxt, assets) => {
      assets.push({ absoluteSrc: path.resolve('LICENSE'), relativeDest: 'LICENSE' });
      // The scripts that run in every frame, bundled on their own (scripts/page-scripts.ts).
      for (const script of PAGE_SCRIPTS) assets.push({ contents: await bundlePageScript(wxt.config.root, script), relativeDest: script.file });
      // The bundled data files ship as they are, beside the code (lib/knowledge/bundled-file.ts), at the top: a folder of their own would count 4 kB more (`du -sb`).
      for (const file of BUNDLED_FILES) assets.push({ absoluteSrc: path.resolve('lib/knowledge/data', file), relativeDest: file });
    },
    // …and browser.runtime.getURL('/<file>') is typed for them.
    'prepare:publicPaths': (_wxt, paths) => {
      for (const file of BUNDLED_FILES) paths.push(file);
    },
    // The page scripts are no WXT entrypoints (scripts/page-scripts.ts): listed here, the MAIN-world wrapper first.
    'build:manifestGenerated': (_wxt, manifest) => {
      manifest.content_scripts = [...manifestEntries(), ...(manifest.content_scripts ?? [])];
    },
  },
  zip: {
    // AMO asks for the sources of a bundled add-on (`wxt zip -b firefox` writes both zips
    // to .output/). Leave out what the build and the tests generate; dotfiles,
    // node_modules and .output are excluded by WXT already.
    excludeSources: ['test-results/**', 'playwright-report/**', 'dist/**', 'tests/e2e/pages/dist/**', '**/*.log', 'tests/e2e/__screenshots__/**', '.preflight/**'],
  },
});
