/** The lists and tables read from files at their first use (bundled-file.ts, bundled-table.ts), loaded together: the engines await this before every scan. */
import { loadPhishingList } from './phishing-list';
import { loadScamList } from './scam-addresses';
import { loadProjectSites } from './project-sites';
import { loadRegistry } from './registry';
import { loadTokenList } from '../engine/tokens/list';
import { loadSolanaTokens } from '../solana/knowledge/tokens';
import { loadBrands } from './brands';
import { loadConfusables } from './confusables';
import { loadSolanaPrograms } from '../solana/knowledge/programs';
import { loadPriceFeeds } from '../prices/feeds';

/** Never rejects: a list that cannot be read reports itself as unavailable. */
export async function loadBundledLists(): Promise<void> {
  await Promise.all([loadPhishingList(), loadScamList(), loadProjectSites(), loadRegistry(), loadTokenList(), loadSolanaTokens(), loadBrands(), loadConfusables(), loadSolanaPrograms(), loadPriceFeeds()]);
}
