import {
  partCategories,
  partGrades,
  partSortOptions,
  type PartCategory,
  type PartGrade,
  type PartFacets,
  type PartSort,
} from '@phoneparts/contracts';
import { compareNatural } from '../../../common/natural-order';
import type { PartsSearch } from '../api/catalogue-api';

/** The URL query keys of the catalogue's search, filters and sort (page is added by useListSearch). */
export const catalogueSearchKeys = ['q', 'brand', 'model', 'category', 'grade', 'sort'] as const;
export type CatalogueSearchKey = (typeof catalogueSearchKeys)[number];

/**
 * The five orders of docs/product.md#22-home; 'default' stays out of the URL, so the first visit reads plain GET
 * /parts.
 */
export const defaultSort: PartSort = 'default';
export const sortOptions = partSortOptions.map(({ value, label }) => ({ value, label }));
export const isPartSort = (value: string): value is PartSort =>
  partSortOptions.some((option) => option.value === value);

/** The models the model filter offers: the chosen brand's, or every brand's (each once, by name). */
export function modelChoices(facets: PartFacets, brand: string): string[] {
  const brands = brand ? facets.brands.filter((b) => b.name === brand) : facets.brands;
  const names = new Set(brands.flatMap((b) => b.models.map((model) => model.name)));
  return [...names].sort(compareNatural);
}

/** GET /parts' search for what the URL holds (`useListSearch`'s values and page). */
export function partsSearchFor(values: Record<CatalogueSearchKey, string>, page: number): PartsSearch {
  return {
    q: values.q,
    brand: values.brand,
    model: values.model,
    // A value the API would refuse (an edited or outdated link) is left out rather than failing the page.
    category: (partCategories as readonly string[]).includes(values.category)
      ? (values.category as PartCategory)
      : undefined,
    grade: (partGrades as readonly string[]).includes(values.grade) ? (values.grade as PartGrade) : undefined,
    sort: isPartSort(values.sort) ? values.sort : undefined,
    page: page > 1 ? page : undefined,
  };
}
