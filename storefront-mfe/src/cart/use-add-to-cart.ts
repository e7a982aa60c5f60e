import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { Part } from '@phoneparts/contracts';
import { storeErrorMessage, useAuth } from '@phoneparts/shared-ui';
import { pendingAddPath } from '../common/routes';
import { useAddToCartMutation } from '../store/cart-api';
import { cartCopy } from './cart-copy';

/**
 * "Add to cart" for a part: signed in, adds the units and says so in a toast; a visitor is sent to the
 * cart page with the add pending in its address, which the shell's sign-in guard keeps across sign-in
 * (the cart page then adds it). Resolves to whether the part was added.
 */
export function useAddToCart() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [add, { isLoading }] = useAddToCartMutation();

  async function addToCart(part: Pick<Part, '_id' | 'name'>, quantity: number): Promise<boolean> {
    if (status !== 'signedIn') {
      void navigate(pendingAddPath(part._id, quantity));
      return false;
    }
    try {
      await add({ partId: part._id, quantity }).unwrap();
      toast.success(cartCopy.added(quantity, part.name));
      return true;
    } catch (error) {
      toast.error(cartCopy.notAdded(part.name, storeErrorMessage(error)));
      return false;
    }
  }
  return { addToCart, adding: isLoading };
}
