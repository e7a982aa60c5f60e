import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicPart } from '@phoneparts/contracts';
import { useAuth } from '@phoneparts/shared-ui';
import { pendingAddParam, pendingQuantity } from './sign-in-return';

/**
 * Finishes a visitor's "Add to cart" once they are back signed in: the part page's address carries
 * the units (`?add=N`, kept through sign-in). This page's part is added once, then the address drops
 * the parameter, so a reload or Back does not add it again. Only the part the page shows can be
 * added this way, never one the address names.
 */
export function usePendingPartAdd(
  part: PublicPart | undefined,
  addToCart: (part: PublicPart, quantity: number) => Promise<boolean>,
): void {
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const requested = params.get(pendingAddParam);
  const started = useRef(false);

  useEffect(() => {
    if (!part || requested === null || status !== 'signedIn' || started.current) return;
    started.current = true;
    void addToCart(part, pendingQuantity(requested, part.minQuantity)).finally(() =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(pendingAddParam);
          return next;
        },
        { replace: true },
      ),
    );
  }, [part, requested, status, addToCart, setParams]);
}
