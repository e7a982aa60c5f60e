import { useMemo, useState } from 'react';
import { uiMessages } from '@phoneparts/contracts';
import { ErrorText, Loader, SelectField } from '@phoneparts/shared-ui';
import { useGetPartsQuery } from '../store/storefront-api';
import { homeCopy } from './home-copy';
import { ProductCard } from './product-card';
import { isSortOrder, sortOptions, sortParts, type SortOrder } from './sort-parts';
import styles from './products-section.module.css';

/** Spec §2 Home 3: 'Our Products' with the sort control (shown once loaded) and the 3/2/1 grid. */
export function ProductsSection() {
  const { data: parts, isLoading, isError } = useGetPartsQuery();
  const [order, setOrder] = useState<SortOrder>('default');
  const sorted = useMemo(() => sortParts(parts ?? [], order), [parts, order]);

  return (
    <section className={styles.section} aria-labelledby="storefront-products-title">
      <div className={styles.header}>
        <h2 id="storefront-products-title" className={styles.title}>
          {homeCopy.productsTitle}
        </h2>
        {parts && (
          <SelectField
            label={homeCopy.sortLabel}
            fieldClassName={styles.sort}
            options={[...sortOptions]}
            value={order}
            onChange={(event) => isSortOrder(event.target.value) && setOrder(event.target.value)}
          />
        )}
      </div>
      {isLoading && <Loader />}
      {isError && !parts && <ErrorText>{uiMessages.catalogueUnavailable}</ErrorText>}
      {parts && (
        <ul className={styles.grid}>
          {sorted.map((part) => (
            <li key={part._id} className={styles.cell}>
              <ProductCard part={part} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
