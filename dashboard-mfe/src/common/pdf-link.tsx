import { Button } from '@phoneparts/shared-ui';
import { toastError } from './error-message';
import { useDownloadFileMutation } from './download-file';

/**
 * A numbered document of the API (invoice, credit note) as a link-looking button that downloads it
 * with the session's token; a refusal is toasted in the API's words.
 */
export function PdfLink({ path, number, label }: { path: string; number: string; label: string }) {
  const [download, { isLoading }] = useDownloadFileMutation();
  async function save() {
    try {
      await download({ path, fileName: `${number}.pdf` }).unwrap();
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <Button type="button" variant="link" size="sm" loading={isLoading} onClick={() => void save()}>
      {label} {number}
    </Button>
  );
}

/** The API paths of the order documents. */
export const documentPaths = {
  invoice: (orderId: string) => `/myOrders/${encodeURIComponent(orderId)}/invoice.pdf`,
  buyerCreditNote: (orderId: string, returnId: string) =>
    `/myOrders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}/credit-note.pdf`,
  adminCreditNote: (returnId: string) => `/admin/returns/${encodeURIComponent(returnId)}/credit-note.pdf`,
};
