import { toStoreError, type RemoteStoreExtra } from '@phoneparts/shared-ui';
import { dashboardApi } from '../store/dashboard-api';
import { saveFile } from './save-text-file';

export interface FileDownload {
  /** The API path of the file, e.g. `/myOrders/:id/invoice.pdf`. */
  path: string;
  /** The name the browser saves it under. */
  fileName: string;
}

/**
 * Reads a file the API serves only with the session's token (an invoice, a credit note) and saves it.
 * A plain link cannot carry the bearer token, so the file comes through shared-ui's client (renewal and
 * the API's own refusal messages included) as a Blob, saved at once: the Blob never enters the store.
 */
export const downloadFileApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<null, FileDownload>({
      async queryFn({ path, fileName }, { extra }) {
        try {
          saveFile(fileName, await (extra as RemoteStoreExtra).api.getFile(path));
          return { data: null };
        } catch (error) {
          return { error: toStoreError(error) };
        }
      },
    }),
  }),
});

export const { useDownloadFileMutation } = downloadFileApi;
