import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));
const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The one toast container (top right, closed after 4000 ms: docs/product.md#21-every-page). Toasts answer something a
 * person did, so on the home page the container (react-toastify, 10 KB gzip) loads on the first interaction instead
 * of with the page; any other page mounts it at once. A toast raised before the container is mounted waits in
 * react-toastify's queue and shows when it mounts.
 */
export function ToastHost() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(pathname !== '/');

  useEffect(() => {
    if (wanted) return;
    if (pathname !== '/') return setWanted(true);
    const want = () => setWanted(true);
    for (const type of interactions) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted, pathname]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={4000} />
    </Suspense>
  );
}
