import { z } from 'zod';
import { listMessages } from './messages/list-messages';
import { pageQuerySchema } from './schemas/list-queries';

/**
 * Moving the catalogue in and out as CSV files (docs/product.md#22-import-and-export). The import's
 * columns, by header name in any order; the export writes exactly these, so exporting and importing
 * the same file changes nothing.
 */
export const catalogueColumns = [
  'sku',
  'name',
  'description',
  'price',
  'minQuantity',
  'availableQuantity',
  'brand',
  'models',
  'category',
  'grade',
  'warrantyDays',
  'picture',
  'priceBands',
] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number];

/** The bounds of one import: a real seller's 20,000 parts fit with room to spare. */
export const catalogueImportLimits = {
  maxRows: 50_000,
  /** Bytes of the file; a 20,000-part file with long descriptions is a few megabytes. */
  maxBytes: 15 * 1024 * 1024,
} as const;

/** What the import does with one row of the file. */
export const catalogueImportVerdicts = ['create', 'update', 'unchanged', 'refused'] as const;
export type CatalogueImportVerdict = (typeof catalogueImportVerdicts)[number];

/** One field an update changes, as the part has it and as the file sets it (prices in dollars). */
export interface CatalogueImportChange {
  field: CatalogueColumn;
  from: string;
  to: string;
}

export interface CatalogueImportRow {
  /** The row's line in the file, the header being line 1. */
  row: number;
  /** The SKU as read (upper-cased), or as written when it is not a valid SKU. */
  sku: string;
  verdict: CatalogueImportVerdict;
  changes?: CatalogueImportChange[];
  /** Why the row is refused, in the product form's words. */
  message?: string;
}

/** `POST /admin/catalogue/import` (and its `?dryRun=true` preview). */
export interface CatalogueImportAnswer {
  counts: Record<CatalogueImportVerdict, number>;
  rows: CatalogueImportRow[];
  /** Whether anything was written: false for a preview, and for a strict apply with a refused row. */
  applied: boolean;
  /**
   * The state of the parts the file names, as this answer saw it. An apply that passes it back as
   * `?expect=` is refused (409) if any of them changed since (a sale, an edit): the preview it was
   * shown is then out of date, and a stock count from the file would overwrite the sale.
   */
  expect: string;
}

export const catalogueImportModes = ['all-or-nothing'] as const;

const flag = z.preprocess(
  (value) => (value === undefined || value === '' ? 'false' : value),
  z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).transform((v) => v === 'true'),
);

export const catalogueImportQuerySchema = z.object({
  dryRun: flag,
  mode: z.enum(catalogueImportModes, { error: listMessages.oneOf('mode', catalogueImportModes) }).optional(),
  expect: z
    .string({ error: 'expect must be the value a preview answered' })
    .regex(/^[0-9a-f]{64}$/, { error: 'expect must be the value a preview answered' })
    .optional(),
});
export type CatalogueImportQuery = z.infer<typeof catalogueImportQuerySchema>;

/** `GET /admin/orders/export.csv?from=&to=`: days (YYYY-MM-DD, UTC), both included; either may be left out. */
const day = (name: string) =>
  z
    .string({ error: `${name} must be a date like 2026-01-31` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date like 2026-01-31` })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${name} must be a date like 2026-01-31`,
      },
    )
    .optional();
export const orderExportQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to' });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** `GET /admin/parts/low-stock`: the parts under their threshold, fewest units first by default. */
export const lowStockSortOptions = [
  { value: 'stock-asc', label: 'Stock (fewest first)' },
  { value: 'shortfall-desc', label: 'Furthest under threshold first' },
  { value: 'name-asc', label: 'Name (A-Z)' },
] as const;
export type LowStockSort = (typeof lowStockSortOptions)[number]['value'];
export const lowStockSorts = lowStockSortOptions.map((o) => o.value) as [LowStockSort, ...LowStockSort[]];

export const lowStockQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(lowStockSorts, { error: listMessages.oneOf('sort', lowStockSorts) })
    .optional()
    .transform((s) => s ?? 'stock-asc'),
});
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;

/** One row of the low-stock list: the part's catalogue fields and the threshold that applies to it. */
export interface LowStockPart {
  _id: string;
  sku: string;
  name: string;
  availableQuantity: number;
  /** The part's own threshold, or the shop's default when it has none. */
  threshold: number;
  version: number;
}
