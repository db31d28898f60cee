/**
 * MAIN world, document_start, every frame, right after provider.js: holds the
 * signing calls of Solana wallets (Wallet Standard and injected providers) for
 * review on the EVM wrapper's page channel. Logic in lib/solana/provider; kept
 * apart from provider.js, which has its own size budget (bench:interception
 * prints both).
 */
import { installSolana } from '../lib/solana/provider/install';

installSolana(window);
