/**
 * An accessibility check of a page as it is on screen: axe-core (npm, the
 * engine of the browsers' own audits), WCAG 2.1 A/AA and best practice, run
 * inside the page. Its source is evaluated through the DevTools protocol (an
 * extension page's CSP refuses an injected <script>), and every violation is
 * named with its nodes so a failure says what to fix.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation { id: string; impact: string | null; help: string; nodes: string[] }

export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await readFile(AXE_SOURCE, 'utf8'));
  return page.evaluate(async (tags) => {
    const axe: unknown = Reflect.get(window, 'axe');
    if (typeof axe !== 'object' || axe === null) throw new Error('axe-core did not load');
    const run: unknown = Reflect.get(axe, 'run');
    if (typeof run !== 'function') throw new Error('axe-core has no run()');
    const result: { violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown; failureSummary?: string }> }> } =
      await Reflect.apply(run, axe, [document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }]);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`),
    }));
  }, TAGS);
}

/** No violation at all on this page as it is now. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `${name}: axe-core (WCAG 2.1 AA + best practice) violations`).toEqual([]);
}
