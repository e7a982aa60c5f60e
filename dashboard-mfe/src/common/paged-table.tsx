import { ErrorText, Loader, Pagination, Table, storeErrorMessage, type ListPage, type TableProps } from '@phoneparts/shared-ui';

/** A list read of the dashboard: RTK Query's `data` (kept on screen while the next page loads) and `error`. */
export interface ListResult<T> {
  data?: ListPage<T>;
  error?: unknown;
}

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'rows'> {
  result: ListResult<T>;
  /** Rows to show instead of the page's items (e.g. without cancelled orders). */
  rows?: T[];
  page: number;
  limit: number;
  /** What the rows are, for the page controls ("Page 2 of 5 · 98 orders"). */
  noun: string;
  onPage(page: number): void;
}

/** A server-paged table: the loader until the first answer, the error if it failed, then rows and page controls. */
export function PagedTable<T>({ result, rows, page, limit, noun, onPage, ...table }: PagedTableProps<T>) {
  if (result.error) return <ErrorText>{storeErrorMessage(result.error)}</ErrorText>;
  if (!result.data) return <Loader />;
  return (
    <>
      <Table {...table} rows={rows ?? result.data.items} />
      <Pagination list={result.data} page={page} limit={limit} noun={noun} onPage={onPage} />
    </>
  );
}
