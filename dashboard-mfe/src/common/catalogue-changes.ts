import type { Part } from '@phoneparts/contracts';

type CatalogueFields = Pick<Part, 'brand' | 'models' | 'category'>;
const none: CatalogueFields = { brand: null, models: [], category: null };

/**
 * The product body with only the catalogue fields (brand, models, category) that differ from what the
 * part has — a new part has none. A form whose optional fields were left alone sends the body without them;
 * an emptied field is sent as null (or no models), which the API takes as "clear it".
 */
export function withCatalogueChanges<T extends Partial<CatalogueFields>>(values: T, before: CatalogueFields = none): T {
  const { brand = null, models = [], category = null, ...body } = values;
  const changes: Partial<CatalogueFields> = {};
  if (brand !== before.brand) changes.brand = brand;
  if (models.join('\n') !== before.models.join('\n')) changes.models = models;
  if (category !== before.category) changes.category = category;
  return { ...body, ...changes } as T;
}
