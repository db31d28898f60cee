/** The lists read from files at their first use (bundled-file.ts), loaded together: the engine awaits this before every scan. */
import { loadPhishingList } from './phishing-list';
import { loadScamList } from './scam-addresses';
import { loadProjectSites } from './project-sites';

/** Never rejects: a list that cannot be read reports itself as unavailable. */
export async function loadBundledLists(): Promise<void> {
  await Promise.all([loadPhishingList(), loadScamList(), loadProjectSites()]);
}
