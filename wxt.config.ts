import { defineConfig } from 'wxt';

// See README "Firefox" for why the Firefox build is MV3.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'Preflight',
    description: 'Scans every signing request a dapp makes before your wallet sees it.',
    permissions: ['storage', 'scripting', 'tabs'],
    host_permissions: ['<all_urls>'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'preflight@preflight.dev', strict_min_version: '128.0' },
          },
        }
      : {}),
  }),
});
