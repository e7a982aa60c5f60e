import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiMessages, storefrontPages, type Part } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage, useApi, type PageRead } from '@phoneparts/shared-ui';
import { PartDetails, usePrefetchedAnswer } from '@phoneparts/shared-ui/part-page';
import type { StorefrontStore } from '../store/create-storefront-store';
import { partPath, storefrontApi, useGetPartQuery } from '../store/storefront-api';
import { withStorefrontStore } from '../store/storefront-store-provider';

// The order form brings react-hook-form (about 14 KB gzip with the form's own code; its checks load on
// demand): loaded beside the part's request instead of before it, so the part and its picture (the page's
// largest paint) come sooner.
type OrderFormModule = typeof import('./order-form');
let orderFormModule: OrderFormModule | undefined;
const loadOrderForm = () => import('./order-form').then((module) => (orderFormModule = module));
// React.lazy suspends in its first render even when the code is already in: the page then drew a loader
// in the form's place for a frame. Once loaded, the form is drawn directly.
const LazyOrderForm = lazy(() => loadOrderForm().then((module) => ({ default: module.OrderForm })));

/**
 * What the page's first render waits for (see shared-ui's `withStore`), each started in a task of its
 * own: the part, which the shell has usually fetched already (this read takes its answer over), and the
 * order form's code. Started by the page's mount effect and by its render, they made two tasks of 22–25
 * ms on the bench's host: the part's pending state re-rendered the page at once and in one piece, and
 * the form's three requests were started inside a render slice.
 */
const purchaseFirstReads: readonly PageRead<StorefrontStore>[] = [
  // No `params` from a shell with an older shared-ui: the page's own hook reads the part.
  (store, _search, params) =>
    params?.id
      ? store.dispatch(storefrontApi.endpoints.getPart.initiate(params.id, { subscribe: false }))
      : Promise.resolve(),
  () => loadOrderForm(),
];

/** /purchase/:id (signed in; the shell guards it): the part and the order form. */
function PurchasePage() {
  const { id = '' } = useParams();
  const api = useApi();
  const { data, error, isLoading } = useGetPartQuery(id, { skip: !id });
  // Opened directly, the shell asked for the part while this code loaded and drew a preview of it from
  // that answer. The first read above normally takes that answer over before the first render; where it
  // did not (an older shell), the page is drawn from the same answer at once and takes the preview's
  // place without a loader in between (the store's copy of the answer comes a render later).
  const early = usePrefetchedAnswer<Part>(api, partPath(id));
  const part = data ?? (isLoading ? early : undefined);
  // Chosen once: a form that changed from one to the other would be drawn anew, losing what was typed.
  const [OrderForm] = useState(() => orderFormModule?.OrderForm ?? LazyOrderForm);

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

export default withStorefrontStore(PurchasePage, { firstReads: purchaseFirstReads });
