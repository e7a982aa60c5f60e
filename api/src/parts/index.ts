// What other features use of the catalogue besides its module, services and repository: the cache to drop
// after writing parts (the demo seeder) and the row ↔ JSON mapping (the seeder, the admin overview).
export { CatalogueCache } from './catalogue-cache';
// The app factory hooks the prepared catalogue answers in before Nest's pipeline.
export { catalogueFastPath, PreparedCatalogueAnswers } from './catalogue-fast-path';
export { toPartColumns, toPartJson } from './part.mapper';
