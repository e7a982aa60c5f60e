import { type CatalogueImportAnswer, identityPath } from '@phoneparts/contracts';
import { pathWithQuery, useApi, useAuth } from '@phoneparts/shared-ui';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { sendCatalogueFile, type UploadProgress } from './send-catalogue-file';

/** `POST /admin/catalogue/import`'s query: a preview, or an apply of what a preview showed. */
export interface CatalogueImportRequest {
  dryRun: boolean;
  mode?: 'all-or-nothing';
  /** The preview's digest: the apply is refused (409) if the file's parts changed since. */
  expect?: string;
}

export interface SendCallbacks {
  onProgress(progress: UploadProgress): void;
  onSent(): void;
}

/**
 * Sends an import file with the session's token. The file does not go through the shop's API client
 * (it sends JSON, with no upload progress), so the session is first renewed the client's way: it
 * reads the identity with the token and renews a token about to end (or refused) before that read;
 * the shell then hands the renewed token down, and the file leaves with it.
 */
export function useSendCatalogueFile() {
  const api = useApi();
  const { token } = useAuth();
  const latestToken = useRef(token);
  useLayoutEffect(() => {
    latestToken.current = token;
  }, [token]);

  return useCallback(
    async (file: Blob, request: CatalogueImportRequest, callbacks: SendCallbacks) => {
      await api.get(identityPath);
      const url = api.assetUrl(pathWithQuery('/admin/catalogue/import', { ...request }));
      return (await sendCatalogueFile({
        url,
        token: latestToken.current,
        file,
        ...callbacks,
      })) as CatalogueImportAnswer;
    },
    [api],
  );
}
