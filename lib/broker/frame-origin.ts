/**
 * A frame's origin as its document has it (`self.origin`), read by the
 * background in the frame's ISOLATED world, where the page cannot redefine
 * it. Needed where the sender record does not say: Firefox gives no
 * sender.origin, and a URL such as about:srcdoc, about:blank or data: names
 * no origin (the frame may inherit its creator's, or be opaque "null").
 */
import { browser } from 'wxt/browser';

/** Runs in the frame: must be self-contained. */
function documentOrigin(): string {
  return self.origin;
}

/** The frame's origin ("null" when opaque), or undefined when it cannot be read (no access, frame gone). */
export async function readFrameOrigin(tabId: number, frameId: number): Promise<string | undefined> {
  try {
    const [first] = await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, func: documentOrigin });
    const origin: unknown = first?.result;
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}
