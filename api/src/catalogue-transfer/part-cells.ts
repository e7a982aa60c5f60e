import type { CatalogueColumn } from '@phoneparts/contracts';
import type { PartRow } from '../parts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Each column's cell for a part, as the export writes it and as an import's preview shows a change:
 * prices with two decimals, models and price bands joined by `|` (`10:119.00|50:112.00`), an unset
 * brand, category or grade as an empty cell. Reading one of these cells back gives the same value.
 */
export const partCells: Record<CatalogueColumn, (part: PartRow) => string> = {
  sku: (p) => p.sku,
  name: (p) => p.name,
  description: (p) => p.description,
  price: (p) => dollars(p.priceCents),
  minQuantity: (p) => String(p.minQuantity),
  availableQuantity: (p) => String(p.availableQuantity),
  brand: (p) => p.brand ?? '',
  models: (p) => p.models.join('|'),
  category: (p) => p.category ?? '',
  grade: (p) => p.grade ?? '',
  warrantyDays: (p) => String(p.warrantyDays),
  picture: (p) => p.picture,
  priceBands: (p) => p.priceBands.map((band) => `${band.minQuantity}:${dollars(band.priceCents)}`).join('|'),
};
