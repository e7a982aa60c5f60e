import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after a pause (2 s after an order or a payment: docs/product.md#9-limits), so the success text is
 * read first. Leaving the page earlier cancels the pending jump.
 */
export function useDelayedNavigate(delayMs: number): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        navigate(to);
      }, delayMs);
    },
    [navigate, delayMs],
  );
}
