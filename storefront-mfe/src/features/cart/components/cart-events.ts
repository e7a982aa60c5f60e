import { cartChangedEvent, cartBroadcastChannel, type CartChangedDetail } from '@phoneparts/contracts';

/**
 * Tells the shell's top bar the cart's new number of lines (docs/decisions/0003): an event for this
 * tab, a BroadcastChannel message for the shop's other tabs. Nothing here waits for an answer: the top
 * bar may be an older or newer shell, or missing (the standalone host), and the API stays the truth.
 */
export function announceCartCount(lineCount: number, target: Window = window): void {
  const detail: CartChangedDetail = { lineCount };
  target.dispatchEvent(new CustomEvent(cartChangedEvent, { detail }));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(cartBroadcastChannel);
  channel.postMessage(detail);
  channel.close();
}
