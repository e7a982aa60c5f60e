import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListSearchChanges<K extends string> = Partial<Record<K | 'page', string | number | null>>;

export interface ListSearch<K extends string> {
  /** The filters as the URL has them ('' when absent). */
  values: Record<K, string>;
  /** The 1-based page in the URL (1 when absent or not a page number). */
  page: number;
  /** Writes the changes to the URL as a new history entry; any change but the page's goes back to page 1. */
  update(changes: ListSearchChanges<K>): void;
}

/** The filters and page a URL query carries, as `useListSearch` reads them. */
export function readListSearch<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Pick<ListSearch<K>, 'values' | 'page'> {
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const requested = Number(params.get('page'));
  return { values, page: Number.isInteger(requested) && requested > 0 ? requested : 1 };
}

/**
 * A list's filters and page kept in the URL query, so a filtered view can be shared and reloaded and the
 * back button steps through what the reader chose. Empty values leave the URL.
 */
export function useListSearch<K extends string>(keys: readonly K[]): ListSearch<K> {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join(',');
  const { values, page } = useMemo(() => readListSearch(params, keyList.split(',') as K[]), [params, keyList]);

  const update = useCallback(
    (changes: ListSearchChanges<K>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1))
            next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return { values, page, update };
}
