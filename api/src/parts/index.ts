// What other features use of the catalogue besides its module, services and repository: the cache (its
// tests drop it after writing parts behind the API's back) and the row ↔ JSON mapping (the seeder, the
// admin overview).
export { CatalogueCache } from './catalogue-cache';
export { toPartColumns, toPartJson } from './part.mapper';
export type { PartRow } from './part-row';
