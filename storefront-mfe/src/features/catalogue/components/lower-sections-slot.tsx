import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from './use-near-viewport';
import styles from './home-page.module.css';

// The newsletter, reviews and contact sections sit below the products: their code is not part of the
// home page's first load (docs/front-end-performance.md#budgets) and comes when they near the viewport.
const HomeLowerSections = lazy(() => import('./home-lower-sections'));

/**
 * Where the lower sections go. Nothing above it moves when they come: they are added below what the
 * visitor sees, and the slot keeps room for them so the page's height does not jump near its end.
 */
export function LowerSectionsSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} className={styles.lowerSections}>
      {near && (
        <Suspense fallback={null}>
          <HomeLowerSections />
        </Suspense>
      )}
    </div>
  );
}
