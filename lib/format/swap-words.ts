/** One end of a swap in words: "at most 1,000 USDC" (exact output), "at least 0.29 ETH" (exact input), or the exact amount. */
import type { SwapView } from '../calls/schema';
import { strings } from '../i18n/strings';

export const boundedAmount = (side: SwapView['give']): string => (side.bound === 'max' ? strings.swapAtMost(side.text) : side.bound === 'min' ? strings.swapAtLeast(side.text) : side.text);
