import { partAdminSortOptions, partCategories, type PartFacets, partStocks } from '@phoneparts/contracts';

const sorts = ['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc'];
/** Manage Products' page size (the dashboard's tables). */
const tablePageSize = 50;

/** What a catalogue holds that its reads name: its devices (from the facets) and its part numbers. */
export interface CatalogueFacts {
  facets: PartFacets;
  skus: string[];
}

/**
 * The reads of docs/benchmarks.md's catalogue at 20,000 parts, each query different from the others
 * (so each one misses the API's answer cache) and the same kinds on both catalogues:
 * - `lists`: catalogue pages as the home grid asks for them (sorts, a category; the page size moves);
 * - `searches`: words a shopper types;
 * - `devices`: shop by device, `GET /parts?brand=&model=&sort=name-asc&limit=` as the device page asks
 *   (its limit is the largest page; here it moves below it, above any model's part count, so each
 *   device's read is its own cache entry and the same work);
 * - `adminPages`: Manage Products' table, the first five pages of 50 in each sort, with and without its
 *   stock filter and a category, as the dashboard asks (signed in as an admin);
 * - `skuSearches`: its search box given a part number, whole, in lower case, in words, or its last piece.
 */
export function catalogueReads(facts: CatalogueFacts, samples: number) {
  const lists: string[] = [];
  const searches: string[] = [];
  const words = ['iphone 13', 'galaxy', 'battery', 'screen', 'model 12', 'apple model', 'samsung camera', 'pixel'];
  const more = ['charging port', 'back glass', 'bench-0001', 'oled', 'xiaomi model 3 speaker', 'premium', 'flex'];
  for (let limit = 12; limit <= 40; limit++)
    for (const [i, sort] of sorts.entries()) {
      const category = (limit + i) % 3 === 0 ? `&category=${partCategories[(limit + i) % partCategories.length]}` : '';
      lists.push(`limit=${limit}&sort=${sort}${category}`);
      for (const word of [...words, ...more].filter((_, w) => (w + limit + i) % 5 === 0))
        searches.push(`q=${encodeURIComponent(word)}&limit=${limit}&sort=${sort}`);
    }

  const devices = spread(
    facts.facets.brands.flatMap((brand) => brand.models.map((model) => ({ brand: brand.name, model: model.name }))),
  );
  const deviceReads = Array.from({ length: samples }, (_, i) => {
    const { brand, model } = devices[i % devices.length];
    const limit = 100 - Math.floor(i / devices.length);
    return `brand=${encodeURIComponent(brand)}&model=${encodeURIComponent(model)}&sort=name-asc&limit=${limit}`;
  });

  const adminPages: string[] = [];
  for (const sort of partAdminSortOptions.map((o) => o.value))
    for (const stock of [undefined, ...partStocks])
      for (const category of [undefined, 'screen', 'battery'])
        for (let page = 1; page <= 5; page++)
          adminPages.push(
            [
              `page=${page}&limit=${tablePageSize}`,
              stock && `stock=${stock}`,
              category && `category=${category}`,
              sort !== 'default' && `sort=${sort}`,
            ]
              .filter(Boolean)
              .join('&'),
          );

  const skuSearches = spread(facts.skus).flatMap((sku) =>
    [sku, sku.toLowerCase(), sku.replace(/-/g, ' ').toLowerCase(), sku.split('-').at(-1)!].map(
      (q) => `page=1&limit=${tablePageSize}&q=${encodeURIComponent(q)}`,
    ),
  );

  return {
    lists: lists.slice(0, samples),
    searches: searches.slice(0, samples),
    devices: deviceReads,
    adminPages: spread(adminPages).slice(0, samples),
    skuSearches: [...new Set(skuSearches)].slice(0, samples),
  };
}

/** The items in an order that visits the whole list early (a stride prime to its length), not its start first. */
function spread<T>(items: T[]): T[] {
  const stride = [7919, 104_729, 1_299_709].find((p) => items.length % p !== 0) ?? 1;
  return items.map((_, i) => items[(i * stride) % items.length]);
}
