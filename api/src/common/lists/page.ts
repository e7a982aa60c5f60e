import type { PageQuery } from '@phoneparts/contracts';

/** One page of a list and how many items match in all (the `X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Rows to skip and to read for a page. */
export const offsetOf = ({ page, limit }: PageQuery) => ({ offset: (page - 1) * limit, limit });

export const mapPage = <A, B>(page: Page<A>, map: (item: A) => B): Page<B> => ({
  items: page.items.map(map),
  total: page.total,
});
