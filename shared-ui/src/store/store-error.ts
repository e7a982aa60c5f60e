import { shellMessages } from '@phoneparts/contracts';
import { ApiRequestError } from '../api/api-request-error';

/** What a failed request leaves in a remote's store: serialisable, with a readable message. */
export interface StoreError {
  /** HTTP status, or 0 when the API could not be reached at all. */
  status: number;
  message: string;
}

/** The API's own message for HTTP errors; a plain sentence when the network failed. */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof ApiRequestError) return { status: error.status, message: error.message };
  return { status: 0, message: shellMessages.networkError };
}

/**
 * The readable text of a failure: an RTK Query `error`, an `unwrap()` rejection (both StoreError) or
 * an ApiRequestError from a direct client call.
 */
export function storeErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return shellMessages.networkError;
}
