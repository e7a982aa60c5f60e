import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to top on every navigation (a new path, not an in-page #anchor): docs/product.md#21-every-page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
