import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Part } from '@phoneparts/contracts';
import { useAuth } from '@phoneparts/shared-ui';
import { pendingAddPath } from '../../../common/routes';

/**
 * "Add to cart" for a part: signed in, adds the units and says so in a toast; a visitor is sent to the
 * cart page with the add pending in its address, which the shell's sign-in guard keeps across sign-in
 * (the cart page then adds it). Resolves to whether the part was added.
 *
 * The catalogue's cards are on the home page, whose first load has a budget: what adding needs (the
 * cart's routes, its words, the toasts) is fetched on the first press, not with the page.
 */
export function useAddToCart() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [adding, setAdding] = useState(false);

  async function addToCart(part: Pick<Part, '_id' | 'name'>, quantity: number): Promise<boolean> {
    if (status !== 'signedIn') {
      void navigate(pendingAddPath(part._id, quantity));
      return false;
    }
    setAdding(true);
    try {
      const action = await import('./add-to-cart');
      return await action.addToCart(dispatch as Parameters<typeof action.addToCart>[0], part, quantity);
    } finally {
      setAdding(false);
    }
  }
  return { addToCart, adding };
}
