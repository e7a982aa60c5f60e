import {
  type CatalogueImportAnswer,
  type CatalogueImportRow,
  catalogueImportPageMessages as m,
} from '@phoneparts/contracts';
import { PageSection, Table, type TableColumn } from '@phoneparts/shared-ui/data-views';
import styles from './catalogue-transfer.module.css';

/** A 20,000-row file answers 20,000 verdicts: the page lists the first of each kind and counts the rest. */
export const shownRows = 100;

const countLabels = [
  ['create', 'New parts'],
  ['update', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['refused', 'Refused'],
] as const;

/** What an import did or would do: the counts, then the refused rows and the changes, each with its row. */
export function ImportVerdicts({ answer }: { answer: CatalogueImportAnswer }) {
  const refused = answer.rows.filter((row) => row.verdict === 'refused');
  const changed = answer.rows.filter((row) => row.verdict === 'create' || row.verdict === 'update');
  return (
    <>
      <ul className={styles.counts} aria-label="Rows by verdict">
        {countLabels.map(([verdict, label]) => (
          <li key={verdict}>
            {label}: <strong>{answer.counts[verdict].toLocaleString('en-US')}</strong>
          </li>
        ))}
      </ul>
      {refused.length > 0 && (
        <PageSection title="Rows that cannot be imported">
          <RowsTable rows={refused} columns={refusedColumns} />
        </PageSection>
      )}
      {changed.length > 0 && (
        <PageSection title="Changes">
          <RowsTable rows={changed} columns={changeColumns} />
        </PageSection>
      )}
    </>
  );
}

function RowsTable({ rows, columns }: { rows: CatalogueImportRow[]; columns: TableColumn<CatalogueImportRow>[] }) {
  return (
    <>
      <Table columns={columns} rows={rows.slice(0, shownRows)} rowKey={(row) => String(row.row)} emptyText="" />
      {rows.length > shownRows && <p className={styles.note}>{m.moreRows(rows.length - shownRows)}</p>}
    </>
  );
}

const rowColumn: TableColumn<CatalogueImportRow> = { key: 'row', header: 'Row' };
const skuColumn: TableColumn<CatalogueImportRow> = { key: 'sku', header: 'SKU' };

const refusedColumns: TableColumn<CatalogueImportRow>[] = [rowColumn, skuColumn, { key: 'message', header: 'Why' }];

const changeColumns: TableColumn<CatalogueImportRow>[] = [
  rowColumn,
  skuColumn,
  { key: 'change', header: 'What changes', render: (row) => <RowChanges row={row} /> },
];

/** A new part, or each field an update changes, old → new. */
function RowChanges({ row }: { row: CatalogueImportRow }) {
  if (row.verdict === 'create') return <>New part</>;
  return (
    <ul className={styles.changes}>
      {(row.changes ?? []).map((change) => (
        <li key={change.field}>
          {change.field}: {change.from || '(empty)'} → {change.to || '(empty)'}
        </li>
      ))}
    </ul>
  );
}
