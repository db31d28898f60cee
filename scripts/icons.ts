/**
 * Rasterises the extension's mark (assets/icon.svg) into public/icon-<size>.png
 * for the manifest and the toolbar (WXT picks them up by that name). Beside the
 * other files, not in a folder of their own: `du -sb` counts 4 kB for a folder.
 * Uses the Chromium the e2e tests use, through Playwright (no image library).
 * Run: npm run gen:icons
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [16, 32, 48, 128];

const svg = await readFile(path.join(ROOT, 'assets', 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace(/width="128" height="128"/, `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const out = path.join(ROOT, 'public', `icon-${size}.png`);
    await page.screenshot({ path: out, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote ${path.relative(ROOT, out)}`);
  }
} finally {
  await browser.close();
}
