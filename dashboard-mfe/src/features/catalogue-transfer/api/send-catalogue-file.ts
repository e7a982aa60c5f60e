import { uiMessages } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';

/** How much of the file has left the browser, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface SendCatalogueFileOptions {
  /** The import's full address, query included. */
  url: string;
  token: string | null;
  file: Blob;
  onProgress(progress: UploadProgress): void;
  /** Called once the whole file is sent: from then on the shop is reading it. */
  onSent(): void;
}

/**
 * POST the file as the body (`Content-Type: text/csv`), as docs/product.md#22-import-and-export asks.
 * XMLHttpRequest rather than fetch: only it reports how much of a request body has been sent (a
 * streamed fetch body needs HTTP/2, which the shop's API does not speak behind every proxy). Answers
 * the API's JSON, or rejects with its message and status (the 422 of a strict apply carries the
 * verdicts in its body).
 */
export function sendCatalogueFile({
  url,
  token,
  file,
  onProgress,
  onSent,
}: SendCatalogueFileOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'text/csv');
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.upload.onload = () => onSent();
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new ApiRequestError(messageOf(body, request.status), request.status, body));
    };
    request.onerror = () => reject(new ApiRequestError(uiMessages.networkError, 0, undefined));
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** The API's readable `message` (a string, or a list from validation), else the status. */
function messageOf(body: unknown, status: number): string {
  const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('\n');
  return `HTTP ${status}`;
}
