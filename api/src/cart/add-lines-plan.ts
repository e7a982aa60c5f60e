import type { AddCartLinesBody, CartProblem } from '@phoneparts/contracts';
import { addLinesRefusal, lineRefusal } from './cart-line-refusal';
import type { MergeContext, MergedLine, MergePlan } from './cart-merge';

/**
 * POST /cart/lines' decision: each line's units on top of what the cart holds of the part, the whole
 * line checked against the part now. One refused line refuses the batch (a 409 naming every one).
 */
export function planAddLines(asked: AddCartLinesBody['lines'], { held, parts }: MergeContext): MergePlan<null> {
  const refused: CartProblem[] = [];
  const lines: MergedLine[] = [];
  for (const { partId, quantity: added } of asked) {
    const part = parts.get(partId.toLowerCase());
    const quantity = (held.get(partId.toLowerCase()) ?? 0) + added;
    const message = lineRefusal(part, quantity);
    if (message !== null) {
      const availableQuantity = part?.availableQuantity ?? 0;
      refused.push({ partId, name: part?.name ?? partId, quantity, availableQuantity, message });
    } else if (part) lines.push({ part, quantity });
  }
  if (refused.length > 0) throw addLinesRefusal(refused);
  return { lines, outcome: null };
}
