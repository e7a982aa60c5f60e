import { ErrorText, Loader, Table, type TableProps } from '@phoneparts/shared-ui';
import type { ApiData } from './use-api-data';

/** A table fed by useApiData: the loader until the first answer, the error if it failed, then rows. */
export function DataTable<T>({ source, ...table }: Omit<TableProps<T>, 'rows'> & { source: ApiData<T[]>; rows?: T[] }) {
  if (source.error) return <ErrorText>{source.error}</ErrorText>;
  if (!source.data) return <Loader />;
  return <Table {...table} rows={table.rows ?? source.data} />;
}
