import { Link } from 'react-router-dom';
import { buttonClassName } from '@phoneparts/shared-ui';
import { partPageCopy as copy } from './part-page-copy';
import styles from './part-page.module.css';

/** A part page whose SKU names no part: the shop's 404 words, why, and the way home. */
export function PartNotFound({ reason }: { reason: string }) {
  return (
    <div className={styles.notFound}>
      <h1>{copy.notFound}</h1>
      <p>{reason}</p>
      <Link to="/" className={buttonClassName()}>
        {copy.backHome}
      </Link>
    </div>
  );
}
