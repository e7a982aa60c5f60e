import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiMessages, isStockOut, storefrontPages } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage, useApi } from '@phoneparts/shared-ui';
import { PartDetails } from '@phoneparts/shared-ui/part-page';
import { NotifyMe } from '../../stock-alerts/components/notify-me';
import { useGetPartQuery } from '../api/purchase-api';
import { withStorefrontStore } from '../../../store/storefront-store-provider';
import { loadedOrderForm, loadOrderForm } from './order-form-code';

// Loaded on demand (see order-form-code.ts); drawn directly once the route loader has brought it.
const LazyOrderForm = lazy(() => loadOrderForm().then((module) => ({ default: module.OrderForm })));

/** /purchase/:id (signed in; the shell guards it): the part, the order form, and Notify me when it is out. */
function PurchasePage() {
  const { id = '' } = useParams();
  const api = useApi();
  const { data: part, error, isLoading } = useGetPartQuery(id, { skip: !id });
  // Chosen once: a form that changed from one to the other would be drawn anew, losing what was typed.
  const [OrderForm] = useState(() => loadedOrderForm()?.OrderForm ?? LazyOrderForm);

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
      {/* Back in stock: a part that cannot be ordered offers to mail the buyer when it is back. */}
      {isStockOut(part) && <NotifyMe key={part._id} partId={part._id} />}
    </div>
  );
}

export default withStorefrontStore(PurchasePage);
