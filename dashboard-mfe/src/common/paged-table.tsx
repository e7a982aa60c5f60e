import {
  ErrorText,
  Loader,
  Pagination,
  Table,
  storeErrorMessage,
  type ListPage,
  type TableProps,
} from '@phoneparts/shared-ui';

/**
 * A list read of the dashboard, as RTK Query answers it: `data` is kept on screen while another page or
 * filter loads; `currentData` is the answer to what is asked now (undefined until it arrives).
 */
interface ListResult<T> {
  data?: ListPage<T>;
  currentData?: ListPage<T>;
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
  const loadingAnother = !result.currentData;
  return (
    <div aria-busy={loadingAnother || undefined}>
      <Table {...table} rows={rows ?? result.data.items} />
      <Pagination list={result.data} page={page} limit={limit} noun={noun} busy={loadingAnother} onPage={onPage} />
    </div>
  );
}
