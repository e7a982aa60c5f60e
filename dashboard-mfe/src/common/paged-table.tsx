import { uiMessages } from '@phoneparts/contracts';
import {
  ErrorText,
  Loader,
  Pagination,
  storeErrorMessage,
  type ListPage,
  type ListSearch,
} from '@phoneparts/shared-ui';
import { Table, type TableProps } from '@phoneparts/shared-ui/data-views';
import { tablePageSize } from './page-size';
import { isFiltered } from './list-values';

/**
 * A list read of the dashboard, as RTK Query answers it: `data` is kept on screen while another page or
 * filter loads; `currentData` is the answer to what is asked now (undefined until it arrives).
 */
interface ListResult<T> {
  data?: ListPage<T>;
  currentData?: ListPage<T>;
  error?: unknown;
}

export interface PagedTableProps<T extends { _id: string }> extends Omit<TableProps<T>, 'rows' | 'rowKey'> {
  /** The list read, asked for `search.page` and `tablePageSize` rows. */
  result: ListResult<T>;
  /** Rows to show instead of the page's items (e.g. without cancelled orders). */
  rows?: T[];
  /**
   * The page's list search (useListSearch): the page and filters in the URL, and how the page controls
   * change them. With a filter set, an empty page says nothing matches rather than that there is nothing.
   */
  search: ListSearch<string>;
  /** What the rows are, for the page controls ("Page 2 of 5 · 98 orders"). */
  noun: string;
}

/**
 * A server-paged table of the dashboard's entities (keyed by `_id`, `tablePageSize` rows a page): the loader
 * until the first answer, the error if it failed, then rows and page controls.
 */
export function PagedTable<T extends { _id: string }>({
  result,
  rows,
  search,
  noun,
  emptyText,
  ...table
}: PagedTableProps<T>) {
  if (result.error) return <ErrorText>{storeErrorMessage(result.error)}</ErrorText>;
  if (!result.data) return <Loader />;
  const loadingAnother = !result.currentData;
  return (
    <div aria-busy={loadingAnother || undefined}>
      <Table
        {...table}
        rowKey="_id"
        rows={rows ?? result.data.items}
        emptyText={isFiltered(search.values) ? uiMessages.nothingMatches : emptyText}
      />
      <Pagination
        list={result.data}
        page={search.page}
        limit={tablePageSize}
        noun={noun}
        busy={loadingAnother}
        onPage={(page) => search.update({ page })}
      />
    </div>
  );
}
