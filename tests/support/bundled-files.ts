/**
 * Vitest setup: the bundled data files come from the disk, as in the CLI and the server, and the
 * tables the rules look up synchronously (registry, token lists, brands, confusables) are read before any test, as the
 * engines read them before every scan.
 */
import '../../lib/zod-setup';
import { useNodeBundledFiles } from '../../lib/knowledge/bundled-file-node';
import { loadRegistry } from '../../lib/knowledge/registry';
import { loadTokenList } from '../../lib/engine/tokens/list';
import { loadSolanaTokens } from '../../lib/solana/knowledge/tokens';
import { loadBrands } from '../../lib/knowledge/brands';
import { loadConfusables } from '../../lib/knowledge/confusables';
import { loadSolanaPrograms } from '../../lib/solana/knowledge/programs';
import { loadPriceFeeds } from '../../lib/prices/feeds';

useNodeBundledFiles();
await Promise.all([loadRegistry(), loadTokenList(), loadSolanaTokens(), loadBrands(), loadConfusables(), loadSolanaPrograms(), loadPriceFeeds()]);
