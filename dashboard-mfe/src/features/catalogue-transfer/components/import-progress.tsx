import { catalogueImportPageMessages as m } from '@phoneparts/contracts';
import type { UploadProgress } from '../api/send-catalogue-file';
import styles from './catalogue-transfer.module.css';

/** 1,234,567 → "1.2 MB": how a person reads a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Where a preview or an apply is: the bytes of the file sent so far (as the browser reports them),
 * then, once all of it is sent, the shop at work. The API reports nothing while it reads the rows, so
 * that stage shows a bar without a value (an indeterminate one) rather than a made-up percentage.
 */
export function ImportProgress({
  progress,
  working,
  applying,
}: {
  progress: UploadProgress | null;
  working: boolean;
  applying: boolean;
}) {
  const label = working
    ? applying
      ? m.applying
      : m.checking
    : m.uploading(formatBytes(progress?.sent ?? 0), formatBytes(progress?.total ?? 0));
  return (
    <div className={styles.progress} role="status" aria-label="Import progress">
      <span>{label}</span>
      {working || !progress ? (
        <progress aria-label={label} />
      ) : (
        <progress aria-label={label} max={progress.total} value={progress.sent} />
      )}
    </div>
  );
}
