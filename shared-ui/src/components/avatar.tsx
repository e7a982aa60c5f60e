import { useState } from 'react';
import { defaultAvatarUrl } from '../format/default-avatar';
import { cx } from './class-names';

/** A round user picture; the default avatar when there is no photo or it fails to load. */
export function Avatar({
  src,
  alt,
  size = 40,
  className,
}: {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : defaultAvatarUrl;
  return (
    <img
      className={cx('ui-avatar', className)}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => src && setFailed(src)}
    />
  );
}
