import { ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { useParams } from 'react-router-dom';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useGetProductQuery } from '../api/get-product';
import { UpdateProductForm } from './update-product-form';

/** /dashboard/updateProduct/:id (admin): the form starts from the part as it is now. */
export default function UpdateProductPage() {
  const { id = '' } = useParams();
  // The form must start from the stock as it is now: it waits for this visit's answer, not a cached copy.
  const part = useGetProductQuery(id, readByRouteLoader);
  let body;
  if (part.error) body = <ErrorText>{storeErrorMessage(part.error)}</ErrorText>;
  else if (!part.currentData) body = <Loader />;
  // Keyed by id so moving to another part starts a fresh form.
  else body = <UpdateProductForm key={part.currentData._id} part={part.currentData} />;
  return (
    <PageSection level={1} title="Update product">
      {body}
    </PageSection>
  );
}
