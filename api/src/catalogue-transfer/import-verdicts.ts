import {
  addProductSchema,
  type CatalogueColumn,
  type CatalogueImportRow,
  catalogueTransferMessages as m,
  skuField,
  updateProductFormSchema,
  type z,
} from '@phoneparts/contracts';
import { type PartRow, toPartColumns, toPartJson } from '../parts';
import type { ImportRecord } from './catalogue-file';
import { partCells } from './part-cells';

type PartColumns = ReturnType<typeof toPartColumns>;
/** A new part as the import writes it: the shop's default warranty is filled in when the file has none. */
export type NewPartColumns = PartColumns & { warrantyDays: number };

/** What applying a file writes: new parts, and changed parts at the version the verdicts were made on. */
export interface ImportPlan {
  rows: CatalogueImportRow[];
  creates: NewPartColumns[];
  updates: { id: string; values: PartColumns }[];
}

/**
 * The verdict of every row against the parts as they are (`existing`, keyed by lower-cased SKU): the
 * preview and the apply both come here, so what the preview says is what the apply does. New parts
 * follow the Add Product form's rules and words, changes to a part the Update Product form's (which
 * accepts a stock of 0); a column the file leaves out keeps the part's value. A SKU on two rows
 * refuses both: which one the seller meant is theirs to say.
 */
export function judgeRows(
  records: ImportRecord[],
  existing: ReadonlyMap<string, PartRow>,
  defaults: { warrantyDays: number },
): ImportPlan {
  const plan: ImportPlan = { rows: [], creates: [], updates: [] };
  const skus = records.map((record) => (record.problem ? null : readSku(record)));
  const rowsBySku = new Map<string, number[]>();
  skus.forEach((sku, i) => {
    if (sku && 'value' in sku) rowsBySku.set(sku.value, [...(rowsBySku.get(sku.value) ?? []), records[i].row]);
  });
  records.forEach((record, i) => {
    const sku = skus[i];
    const written = record.cells.sku?.trim() ?? '';
    const refuse = (message: string, shown = written) =>
      plan.rows.push({ row: record.row, sku: shown, verdict: 'refused', message });
    if (record.problem || !sku) return refuse(record.problem ?? '');
    if ('problem' in sku) return refuse(sku.problem);
    const sameSku = rowsBySku.get(sku.value)!;
    if (sameSku.length > 1) return refuse(m.duplicateSku(sku.value, sameSku), sku.value);
    const fields = formFields(record.cells);
    if ('problem' in fields) return refuse(fields.problem, sku.value);
    const part = existing.get(sku.value.toLowerCase());
    if (!part) {
      const body = addProductSchema.safeParse({ ...fields.value, sku: sku.value });
      if (!body.success) return refuse(messageOf(body.error), sku.value);
      plan.creates.push({ warrantyDays: defaults.warrantyDays, ...toPartColumns(body.data) });
      plan.rows.push({ row: record.row, sku: sku.value, verdict: 'create' });
      return;
    }
    const body = updateProductFormSchema.safeParse({ ...formOf(part), ...fields.value, sku: sku.value });
    if (!body.success) return refuse(messageOf(body.error), sku.value);
    const values = toPartColumns(body.data);
    const after: PartRow = { ...part, ...values };
    const changes = (Object.keys(record.cells) as CatalogueColumn[])
      .map((field) => ({ field, from: partCells[field](part), to: partCells[field](after) }))
      .filter((change) => change.from !== change.to);
    if (changes.length === 0) {
      plan.rows.push({ row: record.row, sku: sku.value, verdict: 'unchanged' });
      return;
    }
    plan.updates.push({ id: part.id, values });
    plan.rows.push({ row: record.row, sku: sku.value, verdict: 'update', changes });
  });
  return plan;
}

function readSku(record: ImportRecord): { value: string } | { problem: string } {
  const parsed = skuField.safeParse(record.cells.sku ?? '');
  return parsed.success ? { value: parsed.data } : { problem: messageOf(parsed.error) };
}

/** Every distinct message of a refused body, in the form's words. */
function messageOf(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join('; ');
}

/** The part as its Update Product form holds it: what a column the file leaves out keeps. */
function formOf(part: PartRow) {
  const { name, picture, description, price, minQuantity, availableQuantity, brand, models, category, grade } =
    toPartJson(part);
  return {
    name,
    picture,
    description,
    price,
    minQuantity,
    availableQuantity,
    brand,
    models,
    category,
    grade,
    warrantyDays: part.warrantyDays,
    priceBands: toPartJson(part).priceBands,
  };
}

/** The file's cells as the product form's fields (models and bands split on `|`). */
function formFields(cells: ImportRecord['cells']): { value: Record<string, unknown> } | { problem: string } {
  const value: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(cells) as [CatalogueColumn, string][]) {
    if (column === 'sku') continue;
    if (column === 'models') value.models = cell.split('|');
    else if (column === 'priceBands') {
      const bands = readBands(cell);
      if (!bands) return { problem: m.priceBandsFormat };
      value.priceBands = bands;
    } else if (column === 'warrantyDays') {
      // Blank: a new part takes the shop's default, a known part keeps its warranty.
      if (cell.trim() !== '') value.warrantyDays = cell.trim();
    } else value[column] = cell;
  }
  return { value };
}

function readBands(cell: string): { minQuantity: string; price: string }[] | null {
  if (cell.trim() === '') return [];
  const bands = cell.split('|').map((band) => band.split(':'));
  if (bands.some((band) => band.length !== 2 || band[0].trim() === '' || band[1].trim() === '')) return null;
  return bands.map(([minQuantity, price]) => ({ minQuantity: minQuantity.trim(), price: price.trim() }));
}
