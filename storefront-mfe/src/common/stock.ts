import type { Part } from '@phoneparts/contracts';

/** Spec §4: a part is 'Stock Out' when fewer are available than the minimum order. */
export function isStockOut(part: Pick<Part, 'availableQuantity' | 'minQuantity'>): boolean {
  return part.availableQuantity < part.minQuantity;
}
