import type { Part } from '@phoneparts/contracts';

type CatalogueFields = Pick<Part, 'brand' | 'models' | 'category'> &
  Partial<Pick<Part, 'grade' | 'warrantyDays' | 'lowStockThreshold'>>;
const none: CatalogueFields = { brand: null, models: [], category: null };

/**
 * The product body with only the catalogue fields (brand, models, category, grade, warranty, low-stock
 * threshold) that differ from what the part has — a new part has none. A form whose optional fields
 * were left alone sends the body without them; an emptied field is sent as null (or no models), which
 * the API takes as "clear it". A blank warranty is left out: the shop's default for a new part, the
 * part's own for an edit.
 */
export function withCatalogueChanges<T extends Partial<CatalogueFields>>(values: T, before: CatalogueFields = none): T {
  const { brand = null, models = [], category = null, grade = null, lowStockThreshold = null, ...rest } = values;
  const { warrantyDays, ...body } = rest;
  const changes: Partial<CatalogueFields> = {};
  if (brand !== before.brand) changes.brand = brand;
  if (models.join('\n') !== before.models.join('\n')) changes.models = models;
  if (category !== before.category) changes.category = category;
  if (grade !== (before.grade ?? null)) changes.grade = grade;
  if (lowStockThreshold !== (before.lowStockThreshold ?? null)) changes.lowStockThreshold = lowStockThreshold;
  if (warrantyDays !== undefined && warrantyDays !== before.warrantyDays) changes.warrantyDays = warrantyDays;
  return { ...body, ...changes } as T;
}
