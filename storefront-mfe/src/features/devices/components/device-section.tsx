import { lazy, Suspense } from 'react';
import { Loader } from '@phoneparts/shared-ui';
import styles from './device-section.module.css';

// The picker and the parts list are their own chunk, fetched as the section mounts (or with the route
// when the address names a device): the home page's first load stays as it was.
const DevicePicker = lazy(() => import('./device-picker'));

/** Shop by device (docs/product.md#15-shop-by-device), on the home page between the summary strip and the products. */
export function DeviceSection() {
  return (
    <section className={styles.section} aria-labelledby="storefront-devices-title">
      <h2 id="storefront-devices-title" className={styles.title}>
        Shop by device
      </h2>
      {/* The pickers' room is kept while their code loads, so nothing below moves when it comes. */}
      <div className={styles.pickerRoom}>
        <Suspense fallback={<Loader />}>
          <DevicePicker />
        </Suspense>
      </div>
    </section>
  );
}
