import { useParams } from 'react-router-dom';
import { remotePages, type Part } from '@phoneparts/contracts';
import { Loader, useApi } from '@phoneparts/shared-ui';
import { PartDetails, usePrefetchedAnswer } from '@phoneparts/shared-ui/part-page';
import { firstReadPath } from './preload-first-route';

/**
 * The part page drawn from the part's answer, which the shell asked for while the storefront's code
 * loads (preload-first-route.ts): the part and its picture, the page's largest paint, appear without
 * waiting for that code. Hidden from assistive tech; the storefront's page takes its place at the same
 * size (drawn from the same answer). Until the answer is there, or when it failed, a loader.
 */
export default function PartPagePreview({ id }: { id: string }) {
  const api = useApi();
  const params = useParams();
  const read = remotePages.find((page) => page.id === id)?.firstReads?.[0];
  const part = usePrefetchedAnswer<Part>(api, read ? firstReadPath(read.path, params) : '');
  if (!part) return <Loader />;
  return (
    <div className="ui-part-page">
      <PartDetails preview part={part} pictureUrl={api.assetUrl(part.picture)} />
      <Loader />
    </div>
  );
}
