import type { Part } from '@phoneparts/contracts';

/** The five orders of the products grid (spec §2, Home page 3). */
export const sortOptions = [
  { value: 'default', label: 'Default' },
  { value: 'ascending', label: 'Name (A-Z)' },
  { value: 'descending', label: 'Name (Z-A)' },
  { value: 'lowToHigh', label: 'Price (low to high)' },
  { value: 'highToLow', label: 'Price (high to low)' },
] as const;

export type SortOrder = (typeof sortOptions)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

const byName = (a: Part, b: Part) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
const byPrice = (a: Part, b: Part) => a.price - b.price;

const comparators: Record<Exclude<SortOrder, 'default'>, (a: Part, b: Part) => number> = {
  ascending: byName,
  descending: (a, b) => byName(b, a),
  lowToHigh: byPrice,
  highToLow: (a, b) => byPrice(b, a),
};

/** A sorted copy; 'default' keeps the server's order. Ties keep their relative order (stable sort). */
export function sortParts(parts: readonly Part[], order: SortOrder): Part[] {
  return order === 'default' ? [...parts] : [...parts].sort(comparators[order]);
}
