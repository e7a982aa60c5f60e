import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true), so below-the-fold
 * code can load when it is about to be seen instead of during the first load. Without
 * IntersectionObserver (old browsers, jsdom) it is true right after the first render.
 *
 * Always false in the first render, on the server as in the browser: a page drawn on the server
 * (docs/server-rendering.md) leaves the lower sections out, and the browser's first render, which
 * hydrates that markup, must draw the same (else React reports a mismatch and draws it afresh).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
