import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { pendingAddParams } from '../../../common/routes';
import { useAddToCartMutation } from '../api/cart-api';
import { cartCopy } from './cart-copy';

/**
 * Finishes a visitor's "Add to cart" once they are signed in: the cart page's address carries the part
 * and quantity (`/cart?add=…&quantity=…`, kept by the shell across sign-in). Added once, then the
 * address drops them, so a reload or Back does not add the part again.
 */
export function usePendingAdd(): boolean {
  const [params, setParams] = useSearchParams();
  const partId = params.get(pendingAddParams.part);
  const quantity = Number(params.get(pendingAddParams.quantity));
  const [add, { isLoading }] = useAddToCartMutation();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!partId || started.current === partId) return;
    started.current = partId;
    const units = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
    void add({ partId, quantity: units })
      .unwrap()
      .then(
        (cart) => {
          const name = cart.lines.find((line) => line.partId === partId)?.name ?? 'The part';
          toast.success(cartCopy.added(units, name));
        },
        (error: unknown) => toast.error(cartCopy.notAdded('The part', storeErrorMessage(error))),
      )
      .finally(() => setParams({}, { replace: true }));
  }, [add, partId, quantity, setParams]);

  return Boolean(partId) || isLoading;
}
