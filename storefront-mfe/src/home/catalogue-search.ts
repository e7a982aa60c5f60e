import type { PartSort } from '@phoneparts/contracts';

/** The URL query keys of the catalogue's search, filters and sort (page is added by useListSearch). */
export const catalogueSearchKeys = ['q', 'brand', 'model', 'category', 'sort'] as const;
export type CatalogueSearchKey = (typeof catalogueSearchKeys)[number];

/** The five orders of the products grid (spec §2, Home page 3), sorted by the server; '' is its default order. */
export const sortOptions: { value: PartSort | ''; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'price-asc', label: 'Price (low to high)' },
  { value: 'price-desc', label: 'Price (high to low)' },
];
