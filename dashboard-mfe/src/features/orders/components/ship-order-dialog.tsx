import { orderNumber, shipOrderSchema, type Order, type ShipOrderBody } from '@phoneparts/contracts';
import { Button, TextField } from '@phoneparts/shared-ui';
import { useFocusTrap } from '@phoneparts/shared-ui/data-views';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSchemaForm } from '../../../common/use-schema-form';
import styles from './ship-order-dialog.module.css';

export interface ShipOrderDialogProps {
  order: Order;
  /** Ships the order; resolves once the API has (the dialog then closes), rejects to keep it open. */
  onShip(body: ShipOrderBody): Promise<void>;
  onCancel(): void;
}

/**
 * All Orders' "Ship now": the admin enters the carrier and the tracking number (both required, checked
 * by the same schema as the API). A modal dialog: focus starts in the first field and stays inside,
 * Escape or the backdrop cancels, focus returns to "Ship now" on close.
 */
export function ShipOrderDialog({ order, onShip, onCancel }: ShipOrderDialogProps) {
  const titleId = useId();
  const detailId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { register, errors, isSubmitting, handleSubmit } = useSchemaForm(shipOrderSchema, {
    mode: 'onTouched',
    defaultValues: { carrier: '', trackingNumber: '' },
  });

  // Focus starts in the first field (Carrier), Tab stays inside, Escape cancels unless it is shipping.
  useFocusTrap(true, dialogRef, { onEscape: () => !isSubmitting && onCancel() });

  const submit = handleSubmit(async (values) => {
    await onShip(values).catch(() => undefined);
  });

  return createPortal(
    <div
      className="ui-dialog-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && !isSubmitting && onCancel()}
    >
      <div
        ref={dialogRef}
        className="ui-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={detailId}
      >
        <h2 id={titleId} className="ui-dialog__message">
          Ship order {orderNumber(order._id)}
        </h2>
        <p id={detailId} className={styles.detail}>
          {order.quantity} × {order.name} to {order.userName} ({order.email})
        </p>
        <form onSubmit={submit} noValidate className={styles.form}>
          <TextField label="Carrier" autoComplete="off" error={errors.carrier?.message} {...register('carrier')} />
          <TextField
            label="Tracking number"
            autoComplete="off"
            spellCheck={false}
            error={errors.trackingNumber?.message}
            {...register('trackingNumber')}
          />
          <div className="ui-dialog__actions">
            <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Ship order
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
