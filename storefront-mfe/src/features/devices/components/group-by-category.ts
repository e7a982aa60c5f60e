import { partCategories, type Part, type PartCategory } from '@phoneparts/contracts';

export interface CategoryGroup {
  /** Null: parts with no category, listed last. */
  category: PartCategory | null;
  parts: Part[];
}

/** Parts by category in the catalogue's order of categories; each group keeps the parts' order. */
export function groupByCategory(parts: readonly Part[]): CategoryGroup[] {
  const order = (category: PartCategory | null) =>
    category ? partCategories.indexOf(category) : partCategories.length;
  const groups = new Map<PartCategory | null, Part[]>();
  for (const part of parts) {
    const category = part.category ?? null;
    groups.set(category, [...(groups.get(category) ?? []), part]);
  }
  return [...groups]
    .map(([category, grouped]) => ({ category, parts: grouped }))
    .sort((a, b) => order(a.category) - order(b.category));
}
