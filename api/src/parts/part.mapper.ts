import { stockStateOf, type AddProductBody, type Part, type PriceBand, type PublicPart } from '@phoneparts/contracts';
import { toCents, toDollars } from '../common/money';
import type { ListedPartRow, NewPartRow, PartRow } from './part-row';

/** A part row as the API sends it (docs/product.md#3-entities: `_id`, price in dollars). */
export function toPartJson(row: ListedPartRow): Part {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    description: row.description,
    price: toDollars(row.priceCents),
    minQuantity: row.minQuantity,
    availableQuantity: row.availableQuantity,
    brand: row.brand,
    models: row.models,
    category: row.category,
    sku: row.sku,
    priceBands: row.priceBands.map((band) => ({ minQuantity: band.minQuantity, price: toDollars(band.priceCents) })),
    grade: row.grade,
    warrantyDays: row.warrantyDays,
    lowStockThreshold: row.lowStockThreshold,
    version: row.version,
  };
}

/** Bands as the column holds them (dollars → cents). */
export function toBandColumns(bands: readonly PriceBand[]): PartRow['priceBands'] {
  return bands.map((band) => ({ minQuantity: band.minQuantity, priceCents: toCents(band.price) }));
}

/**
 * The columns of a validated add/update body (dollars → cents). The catalogue fields are optional:
 * one left out is not written (an update keeps its value, an insert takes the column's default).
 */
export function toPartColumns(
  body: Omit<AddProductBody, 'sku'> & { sku?: string },
): Omit<NewPartRow, 'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'version'> {
  return {
    name: body.name,
    picture: body.picture,
    description: body.description,
    priceCents: toCents(body.price),
    minQuantity: body.minQuantity,
    availableQuantity: body.availableQuantity,
    ...(body.brand !== undefined && { brand: body.brand }),
    ...(body.models !== undefined && { models: body.models }),
    ...(body.category !== undefined && { category: body.category }),
    ...(body.sku !== undefined && { sku: body.sku }),
    ...(body.priceBands !== undefined && { priceBands: toBandColumns(body.priceBands) }),
    ...(body.grade !== undefined && { grade: body.grade }),
    ...(body.warrantyDays !== undefined && { warrantyDays: body.warrantyDays }),
    ...(body.lowStockThreshold !== undefined && { lowStockThreshold: body.lowStockThreshold }),
  };
}

/**
 * A part as a visitor may see it (`PublicPart`): every field is named here, so a column added for the
 * admin stays out of the public answer until someone decides otherwise. `threshold` is the part's
 * low-stock threshold or the shop's default; only the stock state it gives is sent.
 */
export function toPublicPartJson(row: ListedPartRow, threshold: number): PublicPart {
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    description: row.description,
    price: toDollars(row.priceCents),
    minQuantity: row.minQuantity,
    availableQuantity: row.availableQuantity,
    brand: row.brand,
    models: row.models,
    category: row.category,
    sku: row.sku,
    priceBands: row.priceBands.map((band) => ({ minQuantity: band.minQuantity, price: toDollars(band.priceCents) })),
    grade: row.grade,
    warrantyDays: row.warrantyDays,
    stock: stockStateOf(row, threshold),
  };
}
