import { useParams } from 'react-router-dom';
import { catalogueMessages, skuParamPattern, storefrontPages } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage, useApi } from '@phoneparts/shared-ui';
import { useAddToCart } from '../../cart/components/use-add-to-cart';
import { useGetPartBySkuQuery } from '../api/part-page-api';
import { PartFacts } from './part-facts';
import { PartNotFound } from './part-not-found';
import { PartOrderBox } from './part-order-box';
import { usePendingPartAdd } from './use-pending-part-add';

/**
 * /parts/:sku (anyone; docs/product.md#23-public-catalogue): the part as a visitor sees it, with
 * "Add to cart", "Buy Now" or "Notify me". An address that names no part shows the not-found state.
 */
export default function PartPage() {
  const { sku = '' } = useParams();
  const api = useApi();
  const wellFormed = skuParamPattern.test(sku);
  const { data: part, error, isLoading } = useGetPartBySkuQuery(sku, { skip: !wellFormed });
  const { addToCart, adding } = useAddToCart();
  usePendingPartAdd(part, addToCart);

  if (!wellFormed) return <PartNotFound reason={catalogueMessages.skuInvalid} />;
  if (isLoading && !part) return <Loader />;
  if (!part) {
    const status = error && 'status' in error ? error.status : 0;
    if (status === 404 || status === 400) return <PartNotFound reason={storeErrorMessage(error)} />;
    return (
      <div className="ui-part-page">
        <h1>{storefrontPages.part.title}</h1>
        <ErrorText>{storeErrorMessage(error)}</ErrorText>
      </div>
    );
  }
  return (
    <div className="ui-part-page">
      <PartFacts part={part} pictureUrl={api.assetUrl(part.picture)} />
      <PartOrderBox part={part} addToCart={addToCart} adding={adding} />
    </div>
  );
}
