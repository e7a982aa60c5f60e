import type { ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's value under `key`. */
  render?(row: T, index: number): ReactNode;
}

export interface TableProps<T> {
  /** NoInfer: the row type comes from `rows`, so inline `render(row)` callbacks are typed by it. */
  columns: TableColumn<NoInfer<T>>[];
  rows: T[];
  /** A property name or a function giving each row a stable React key. */
  rowKey: keyof NoInfer<T> | ((row: NoInfer<T>) => string);
  emptyText: ReactNode;
  caption?: ReactNode;
}

/**
 * A data table. On phones each row stacks into a card whose cells carry their column header
 * (data-label, shown by CSS); wider screens get a normal table that scrolls sideways if needed.
 */
export function Table<T>({ columns, rows, rowKey, emptyText, caption }: TableProps<T>) {
  const keyOf = (row: T): string => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  return (
    <div className="ui-table-wrap">
      <table className="ui-table">
        {caption && <caption className="ui-table__caption">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="ui-table__empty">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={keyOf(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={typeof column.header === 'string' ? column.header : undefined}>
                    {column.render ? column.render(row, index) : cellValue(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cellValue<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
