// What other features use of the catalogue besides its module, services and repository: the cache to drop
// after writing parts (the demo seeder), the row ↔ JSON mapping (the seeder, the admin overview) and the
// hint that a part may be orderable again (back-in-stock requests).
export { CatalogueCache } from './catalogue-cache';
export { StockRises } from './stock-rises';
export { toPartColumns, toPartJson } from './part.mapper';
export type { PartRow } from './part-row';
