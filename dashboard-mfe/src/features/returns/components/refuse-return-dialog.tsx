import { returnPageMessages as t, returnRefusalSchema, type ReturnRefusalBody } from '@phoneparts/contracts';
import { TextArea } from '@phoneparts/shared-ui';
import { useSchemaForm } from '../../../common/use-schema-form';
import { ReturnStepDialog } from './return-step-dialog';

/** Refuse: the reason the buyer reads (required, checked by the API's schema). */
export function RefuseReturnDialog({
  onRefuse,
  onCancel,
}: {
  /** Resolves once the API has answered; rejects to keep the dialog open. */
  onRefuse(body: ReturnRefusalBody): Promise<void>;
  onCancel(): void;
}) {
  const { register, errors, isSubmitting, handleSubmit } = useSchemaForm(returnRefusalSchema, {
    defaultValues: { reason: '' },
  });
  return (
    <ReturnStepDialog
      title="Refuse the return"
      question={t.refuseQuestion}
      submitLabel="Refuse"
      submitting={isSubmitting}
      onSubmit={handleSubmit((body) => onRefuse(body).catch(() => undefined))}
      onCancel={onCancel}
    >
      <TextArea label="Reason" rows={3} error={errors.reason?.message} {...register('reason')} />
    </ReturnStepDialog>
  );
}
