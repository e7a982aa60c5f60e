import { partAdminSortOptions, partCategories, partCategoryLabels, partStockOptions } from '@phoneparts/contracts';
import { ListFilters } from '../../../common/list-filters';

export type ProductsFilterKey = 'q' | 'category' | 'stock' | 'sort';

const words = { key: 'q', label: 'Search parts', submitLabel: 'Search' } as const;
const category = {
  key: 'category',
  label: 'Category',
  options: [
    { value: '', label: 'All categories' },
    ...partCategories.map((value) => ({ value, label: partCategoryLabels[value] })),
  ],
} as const;
const stock = {
  key: 'stock',
  label: 'Stock',
  options: [{ value: '', label: 'All parts' }, ...partStockOptions],
} as const;
/** The API's default order (as the parts were added) stays out of the URL. */
const sort = {
  key: 'sort',
  label: 'Sort parts',
  options: partAdminSortOptions,
  fallback: partAdminSortOptions[0].value,
} as const;

/**
 * Manage Products' search, filters and sort, applied by the server (`GET /parts`): the words when the
 * form is sent, the rest as soon as they are chosen. "Out of stock" finds what customers cannot order
 * (fewer left than the minimum order); "Stock (fewest first)" what to restock next.
 */
export function ProductsFilters(props: {
  values: Record<ProductsFilterKey, string>;
  onChange(changes: Partial<Record<ProductsFilterKey, string>>): void;
}) {
  return <ListFilters label="Find parts" text={words} choicesAfter={[category, stock, sort]} {...props} />;
}
