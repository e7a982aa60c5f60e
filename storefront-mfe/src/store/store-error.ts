import { ApiRequestError } from '@phoneparts/shared-ui';
import { uiMessages } from '@phoneparts/contracts';

/** What a failed storefront request leaves in the store: serialisable, with a readable message. */
export interface StoreError {
  /** HTTP status, or 0 when the API could not be reached at all. */
  status: number;
  message: string;
}

/** The API's own message for HTTP errors; a plain sentence when the network failed. */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof ApiRequestError) return { status: error.status, message: error.message };
  return { status: 0, message: uiMessages.networkError };
}

/** Reads the message out of whatever RTK Query hands back as `error` (or an `unwrap()` rejection). */
export function storeErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return uiMessages.networkError;
}

export function storeErrorStatus(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return 0;
}
