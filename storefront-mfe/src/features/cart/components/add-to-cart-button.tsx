import type { Part } from '@phoneparts/contracts';
import { Button } from '@phoneparts/shared-ui';
import { addToCartLabel } from './add-to-cart-label';
import { useAddToCart } from './use-add-to-cart';

/**
 * A catalogue card's "Add to cart": adds the part's minimum quantity (the least the shop sells of it);
 * the cart page changes it. `describedBy` names the card's title, so each button says which part.
 */
export function AddToCartButton({ part, describedBy }: { part: Part; describedBy: string }) {
  const { addToCart, adding } = useAddToCart();
  return (
    <Button
      type="button"
      variant="secondary"
      block
      loading={adding}
      aria-describedby={describedBy}
      onClick={() => void addToCart(part, part.minQuantity)}
    >
      {addToCartLabel}
    </Button>
  );
}
