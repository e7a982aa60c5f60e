import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { orderQuantityField, type CartLine } from '@phoneparts/contracts';
import { Button, TextField, storeErrorMessage } from '@phoneparts/shared-ui';
import { useSetCartLineMutation } from '../api/cart-api';
import { cartCopy } from './cart-copy';
import styles from './cart-page.module.css';

/**
 * The purchase form's quantity rule and messages (docs/product.md#5-validation) for one line: its part's minimum and
 * stock.
 */
function quantityProblem(line: CartLine, typed: string): string | null {
  const bounds = { minQuantity: line.minQuantity, availableQuantity: line.availableQuantity };
  const checked = orderQuantityField(bounds).safeParse(typed);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * A line's quantity: typed, then set with "Update" (or Enter). The API checks it again with the same
 * words; its refusal is shown under the field. Setting it also accepts a changed price.
 */
export function LineQuantityForm({ line, describedBy }: { line: CartLine; describedBy: string }) {
  const [typed, setTyped] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [setLine, { isLoading }] = useSetCartLineMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = quantityProblem(line, typed);
    setError(problem);
    if (problem) return;
    const quantity = Number(typed);
    try {
      await setLine({ partId: line.partId, quantity }).unwrap();
      toast.success(cartCopy.updated(line.name, quantity));
    } catch (failure) {
      setError(storeErrorMessage(failure));
    }
  }

  const deleted = line.flags.includes('deleted');
  return (
    <form className={styles.quantityForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={line.minQuantity}
        max={line.availableQuantity}
        value={typed}
        disabled={deleted}
        error={error ?? undefined}
        aria-describedby={describedBy}
        onChange={(event) => setTyped(event.target.value)}
        fieldClassName={styles.quantityField}
      />
      <Button type="submit" size="sm" variant="secondary" loading={isLoading} disabled={deleted}>
        Update
      </Button>
    </form>
  );
}
