import { accountMessages } from '@phoneparts/contracts';
import { Button } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { useExportAccountDataMutation } from '../api/export-account-data';

export const exportFileName = 'phone-parts-shop-my-data.json';

/** "Download my data": the API's JSON of the account, saved by the browser as a file. */
export function DownloadMyData() {
  const [exportData, { isLoading }] = useExportAccountDataMutation();

  const download = async () => {
    try {
      const data = await exportData().unwrap();
      saveJson(exportFileName, data);
      toast.success(accountMessages.dataDownloaded);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={isLoading}>
      Download my data
    </Button>
  );
}

function saveJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
