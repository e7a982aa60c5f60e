import type { Part } from '@phoneparts/contracts';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import { cartApi } from '../api/cart-api';
import { cartCopy } from './cart-copy';

type Dispatch = (action: ReturnType<typeof cartApi.endpoints.addToCart.initiate>) => {
  unwrap(): Promise<unknown>;
};

/**
 * Adds `quantity` units of the part to the signed-in customer's cart and says what happened in a toast.
 * Loaded when a button is first pressed (see use-add-to-cart.ts): the cart's routes and words stay out
 * of the home page's first load.
 */
export async function addToCart(
  dispatch: Dispatch,
  part: Pick<Part, '_id' | 'name'>,
  quantity: number,
): Promise<boolean> {
  try {
    await dispatch(cartApi.endpoints.addToCart.initiate({ partId: part._id, quantity })).unwrap();
    toast.success(cartCopy.added(quantity, part.name));
    return true;
  } catch (error) {
    toast.error(cartCopy.notAdded(part.name, storeErrorMessage(error)));
    return false;
  }
}
