import { useApi } from '@phoneparts/shared-ui';
import { useState, type ReactNode } from 'react';
import styles from './item-name.module.css';

/** A table's Name cell: the part's picture, its name and an optional second line. */
export function ItemName({ name, picture, detail }: { name: string; picture?: string | null; detail?: ReactNode }) {
  const api = useApi();
  // A picture that fails to load is left out rather than shown as a broken image.
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.item}>
      {picture && !broken && (
        <img
          className={styles.thumb}
          src={api.assetUrl(picture)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </span>
  );
}
