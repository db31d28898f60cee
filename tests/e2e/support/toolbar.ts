/**
 * The extension's toolbar badge and title as the browser holds them, read in
 * the service worker (chrome.action): for the whole toolbar, or for the tab
 * showing `tabUrl`. The worker's globals are not typed here, so the call is
 * made from source text and its answer checked.
 */
import type { ExtensionBrowser } from './browser';

export interface Toolbar { text: string; title: string }

const isToolbar = (v: unknown): v is Toolbar =>
  typeof v === 'object' && v !== null && typeof Reflect.get(v, 'text') === 'string' && typeof Reflect.get(v, 'title') === 'string';

export async function toolbar(ext: ExtensionBrowser, tabUrl?: string): Promise<Toolbar> {
  const worker = ext.context.serviceWorkers()[0];
  if (!worker) throw new Error('no service worker');
  const answer: unknown = await worker.evaluate(`(async (url) => {
    const tab = url === undefined ? undefined : (await chrome.tabs.query({})).find((t) => t.url === url);
    if (url !== undefined && !tab) throw new Error('no tab at ' + url);
    const details = tab ? { tabId: tab.id } : {};
    return { text: await chrome.action.getBadgeText(details), title: await chrome.action.getTitle(details) };
  })(${JSON.stringify(tabUrl ?? null)} ?? undefined)`);
  if (!isToolbar(answer)) throw new Error(`unexpected toolbar answer: ${JSON.stringify(answer)}`);
  return answer;
}
