import type { Part } from '@phoneparts/contracts';
import { ErrorText, Loader, PageSection } from '@phoneparts/shared-ui';
import { useParams } from 'react-router-dom';
import { apiPaths } from '../common/dashboard-paths';
import { useApiData } from '../common/use-api-data';
import { UpdateProductForm } from './update-product-form';

/** /dashboard/updateProduct/:id (admin): the form starts from the part as it is now. */
export default function UpdateProductPage() {
  const { id = '' } = useParams();
  const part = useApiData<Part>(apiPaths.part(id));
  let body;
  if (part.error) body = <ErrorText>{part.error}</ErrorText>;
  else if (!part.data) body = <Loader />;
  // Keyed by id so moving to another part starts a fresh form.
  else body = <UpdateProductForm key={part.data._id} part={part.data} />;
  return <PageSection title="Update product">{body}</PageSection>;
}
