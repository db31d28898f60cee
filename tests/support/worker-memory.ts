/**
 * Vitest setup: a reset of the fake browser empties its storage under modules that stay loaded, so the
 * worker's copies of what it stored (lib/broker/worker-memory.ts) are dropped with it, as a restarted
 * worker starts without them.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetWorkerMemory } from '../../lib/broker/worker-memory';

const reset = fakeBrowser.reset.bind(fakeBrowser);
fakeBrowser.reset = (): void => {
  reset();
  forgetWorkerMemory();
};
