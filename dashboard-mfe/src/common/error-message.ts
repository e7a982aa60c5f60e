import { toast } from 'react-toastify';

/** The readable text of a failed call: shared-ui's ApiRequestError carries the API's own message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function toastError(error: unknown): void {
  toast.error(errorMessage(error));
}
