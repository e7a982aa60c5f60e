import { Link, useParams } from 'react-router-dom';
import { pathWithQuery } from '@phoneparts/shared-ui';
import { deviceCopy } from './device-copy';
import DeviceParts from './device-parts';
import { deviceSearchKeys } from './device-search';
import styles from './device-page.module.css';

/**
 * /devices/:brand/:model (anyone; docs/product.md#23-public-catalogue): the parts that fit one model,
 * grouped by category, each linking to its part page.
 */
export default function DevicePage() {
  const { brand = '', model = '' } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{deviceCopy.pageTitle(brand, model)}</h1>
      <DeviceParts device={{ brand, model }} groupHeading="h2" />
      <p className={styles.more}>
        <Link to={pathWithQuery('/', { [deviceSearchKeys.brand]: brand })}>{deviceCopy.otherModels(brand)}</Link>
      </p>
    </div>
  );
}
