import { useParams } from 'react-router-dom';
import { apiMessages, storefrontPages } from '@phoneparts/contracts';
import { ErrorText, Loader } from '@phoneparts/shared-ui';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { useGetPartQuery } from '../store/storefront-api';
import { withStorefrontStore } from '../store/storefront-store-provider';
import { OrderForm } from './order-form';
import { PartDetails } from './part-details';
import styles from './purchase-page.module.css';

/** /purchase/:id (signed in; the shell guards it): the part and the order form. */
function PurchasePage() {
  const { id = '' } = useParams();
  const { data: part, error, isLoading } = useGetPartQuery(id, { skip: !id });

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
      <OrderForm key={part._id} part={part} />
    </div>
  );
}

export default withStorefrontStore(PurchasePage);
