import type { DeleteResult } from '@phoneparts/contracts';
import { ConfirmDialog } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { toastError } from './error-message';

export interface ConfirmedDelete<T> {
  /** The confirmation's question (docs/product.md#4-states: 'Are you sure …?' with Cancel / Confirm). */
  question: string;
  /** The toast once the API reports a deleted count above 0. */
  done: string;
  /** The delete mutation, unwrapped; it invalidates the list it changes, so the list reads the server again. */
  remove(item: T): Promise<DeleteResult>;
}

/**
 * Confirm → delete → toast → refresh, the one flow of every Delete and Cancel button in the dashboard.
 * `ask(item)` opens the dialog; render `dialog` once in the page.
 */
export function useConfirmedDelete<T>({ question, done, remove }: ConfirmedDelete<T>) {
  const [pending, setPending] = useState<T | null>(null);

  async function confirm(item: T) {
    setPending(null);
    try {
      const result = await remove(item);
      if (result.deletedCount > 0) toast.success(done);
    } catch (error) {
      toastError(error);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={question}
      onConfirm={() => pending !== null && confirm(pending)}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (item: T) => setPending(item), dialog };
}
