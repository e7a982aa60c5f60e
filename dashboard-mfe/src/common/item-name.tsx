import { useApi } from '@phoneparts/shared-ui';
import type { ReactNode } from 'react';
import styles from './item-name.module.css';

/** A table's Name cell: the part's picture, its name and an optional second line. */
export function ItemName({ name, picture, detail }: { name: string; picture?: string | null; detail?: ReactNode }) {
  const api = useApi();
  return (
    <span className={styles.item}>
      {picture && <img className={styles.thumb} src={api.assetUrl(picture)} alt="" width={40} height={40} loading="lazy" />}
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </span>
  );
}
