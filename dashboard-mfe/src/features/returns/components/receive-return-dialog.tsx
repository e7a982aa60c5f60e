import {
  returnPageMessages as t,
  returnReceiptSchema,
  type OrderReturn,
  type ReturnReceiptBody,
} from '@phoneparts/contracts';
import { ErrorText } from '@phoneparts/shared-ui';
import { CheckboxField } from '../../../common/checkbox-field';
import { useSchemaForm } from '../../../common/use-schema-form';
import { ReturnStepDialog } from './return-step-dialog';
import styles from '../../../common/form.module.css';

/**
 * Receive: for each returned line, whether its units go back on sale (unchecked: they stay out of
 * stock, e.g. a dead part). Every line of the return is sent, as the API requires.
 */
export function ReceiveReturnDialog({
  request,
  onReceive,
  onCancel,
}: {
  request: OrderReturn;
  onReceive(body: ReturnReceiptBody): Promise<void>;
  onCancel(): void;
}) {
  const { register, errors, isSubmitting, handleSubmit } = useSchemaForm(returnReceiptSchema, {
    defaultValues: { lines: request.lines.map((line) => ({ lineId: line.lineId, restock: false })) },
  });
  return (
    <ReturnStepDialog
      title="Mark the return received"
      question={t.receiveQuestion}
      submitLabel="Mark received"
      submitting={isSubmitting}
      onSubmit={handleSubmit((body) => onReceive(body).catch(() => undefined))}
      onCancel={onCancel}
    >
      <fieldset className={styles.choices}>
        <legend>{t.backOnSale}</legend>
        {request.lines.map((line, index) => (
          <CheckboxField
            key={line.lineId}
            label={`${line.quantity} × ${line.name}${line.sku ? ` (${line.sku})` : ''}`}
            {...register(`lines.${index}.restock`)}
          />
        ))}
      </fieldset>
      {errors.lines?.message && <ErrorText>{errors.lines.message}</ErrorText>}
    </ReturnStepDialog>
  );
}
