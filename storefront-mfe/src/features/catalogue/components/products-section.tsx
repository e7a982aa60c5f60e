import { useDeferredValue } from 'react';
import { homeStatusMessages } from '@phoneparts/contracts';
import { ErrorText, Loader, Pagination, useListSearch } from '@phoneparts/shared-ui';
import { useGetPartFacetsQuery, useGetPartsQuery } from '../api/catalogue-api';
import { CatalogueControls } from './catalogue-controls';
import { catalogueSearchKeys, partsSearchFor } from './catalogue-search';
import { homeCopy } from './home-copy';
import { ProductCard } from './product-card';
import styles from './products-section.module.css';

/**
 * Home, item 3 (docs/product.md#22-home): 'Our Products' with the sort control (shown once loaded) and the 3/2/1
 * grid. The search, filters, sort and page live in the URL and the server applies them: a link to a search shows that
 * search.
 */
export function ProductsSection() {
  const search = useListSearch(catalogueSearchKeys);
  const { values, page } = search;
  const query = useGetPartsQuery(partsSearchFor(values, page));
  // The answer arrives in a store update, which React renders at once in one piece; the grid of cards
  // is the page's biggest render, so it is drawn from a deferred copy React renders in short slices
  // (no long task blocks input). Until that copy catches up the loader keeps the grid's room.
  const { data: parts, currentData, isLoading, isError } = useDeferredValue(query);
  const facets = useDeferredValue(useGetPartFacetsQuery().data);

  return (
    <section className={styles.section} aria-labelledby="storefront-products-title">
      <div className={styles.header}>
        <h2 id="storefront-products-title" className={styles.title}>
          {homeCopy.productsTitle}
        </h2>
        {parts && <CatalogueControls search={search} facets={facets} />}
      </div>
      {/* While loading, the grid's first screen is reserved so the sections below do not jump. */}
      {isLoading && (
        <div className={styles.loading}>
          <Loader />
        </div>
      )}
      {isError && !parts && <ErrorText>{homeStatusMessages.catalogueUnavailable}</ErrorText>}
      {parts && parts.items.length === 0 && <p className={styles.noMatch}>{homeStatusMessages.noPartsMatch}</p>}
      {parts && parts.items.length > 0 && (
        <ul className={styles.grid} aria-busy={!currentData || undefined}>
          {parts.items.map((part) => (
            <li key={part._id} className={styles.cell}>
              <ProductCard part={part} />
            </li>
          ))}
        </ul>
      )}
      {parts && (
        <Pagination
          list={parts}
          page={page}
          noun="parts"
          busy={!currentData}
          onPage={(next) => search.update({ page: next })}
        />
      )}
    </section>
  );
}
