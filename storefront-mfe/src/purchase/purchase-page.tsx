import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { apiMessages, storefrontPages, type Part } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage, useApi } from '@phoneparts/shared-ui';
import { PartDetails, usePrefetchedAnswer } from '@phoneparts/shared-ui/part-page';
import { partPath, useGetPartQuery } from '../store/storefront-api';
import { withStorefrontStore } from '../store/storefront-store-provider';

// The order form brings react-hook-form and the zod schemas (about 36 KB gzip): loaded beside the part's
// request instead of before it, so the part and its picture (the page's largest paint) come sooner.
const loadOrderForm = () => import('./order-form');
const OrderForm = lazy(() => loadOrderForm().then((m) => ({ default: m.OrderForm })));

/** /purchase/:id (signed in; the shell guards it): the part and the order form. */
function PurchasePage() {
  const { id = '' } = useParams();
  const api = useApi();
  const { data, error, isLoading } = useGetPartQuery(id, { skip: !id });
  // Opened directly, the shell asked for the part while this code loaded and drew a preview of it from
  // that answer: drawn from the same answer at once, the page takes the preview's place without a
  // loader in between (the store's copy of the answer comes a render later).
  const early = usePrefetchedAnswer<Part>(api, partPath(id));
  const part = data ?? (isLoading ? early : undefined);
  // Fetched while the part's request is under way, not after it.
  useEffect(() => void loadOrderForm(), []);

  if (isLoading && !part) return <Loader />;
  if (!part) {
    return (
      <div className="ui-part-page">
        <h1>{storefrontPages.purchase.title}</h1>
        <ErrorText>{error ? storeErrorMessage(error) : apiMessages.partNotFound}</ErrorText>
      </div>
    );
  }
  return (
    <div className="ui-part-page">
      <PartDetails part={part} pictureUrl={api.assetUrl(part.picture)} />
      {/* A new part (another id) starts a fresh form. */}
      <Suspense fallback={<Loader />}>
        <OrderForm key={part._id} part={part} />
      </Suspense>
    </div>
  );
}

export default withStorefrontStore(PurchasePage);
