import { storeErrorMessage } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';

/** A failed call as a toast, in the API's own words (or the network message when it was not reached). */
export function toastError(error: unknown): void {
  toast.error(storeErrorMessage(error));
}
