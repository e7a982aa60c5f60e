import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { apiMessages, storefrontPages } from '@phoneparts/contracts';
import { ErrorText, Loader } from '@phoneparts/shared-ui';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { useGetPartQuery } from '../store/storefront-api';
import { withStorefrontStore } from '../store/storefront-store-provider';
import { PartDetails } from './part-details';
import styles from './purchase-page.module.css';

// The order form brings react-hook-form and the zod schemas (about 36 KB gzip): loaded beside the part's
// request instead of before it, so the part and its picture (the page's largest paint) come sooner.
const loadOrderForm = () => import('./order-form');
const OrderForm = lazy(() => loadOrderForm().then((m) => ({ default: m.OrderForm })));

/** /purchase/:id (signed in; the shell guards it): the part and the order form. */
function PurchasePage() {
  const { id = '' } = useParams();
  const { data: part, error, isLoading } = useGetPartQuery(id, { skip: !id });
  // Fetched while the part's request is under way, not after it.
  useEffect(() => void loadOrderForm(), []);

  if (isLoading) return <Loader />;
  if (!part) {
    return (
      <div className={styles.page}>
        <h1>{storefrontPages.purchase.title}</h1>
        <ErrorText>{error ? storeErrorMessage(error) : apiMessages.partNotFound}</ErrorText>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PartDetails part={part} />
      {/* A new part (another id) starts a fresh form. */}
      <Suspense fallback={<Loader />}>
        <OrderForm key={part._id} part={part} />
      </Suspense>
    </div>
  );
}

export default withStorefrontStore(PurchasePage);
