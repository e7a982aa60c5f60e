import { returnPageMessages as t, returnReasonLabels, returnReasons } from '@phoneparts/contracts';
import { Button, ErrorText, SelectField, TextArea, TextField } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useRequestReturnMutation } from '../api/request-return';
import { emptyReturnForm, returnFormSchema, type ReturnableLine } from './return-form-input';

const reasonOptions = [
  { value: '', label: 'Choose a reason' },
  ...returnReasons.map((value) => ({ value, label: returnReasonLabels[value] })),
];

/**
 * "Return parts" on a shipped order's page: the units of each line that can still come back, the
 * reason and a comment, checked by the API's own schema before they are sent; the API has the last
 * word (the return window, the warranty), and its refusal is toasted in its words.
 */
export function ReturnRequestForm({ orderId, lines }: { orderId: string; lines: ReturnableLine[] }) {
  const [requestReturn] = useRequestReturnMutation();
  const schema = useMemo(() => returnFormSchema(lines), [lines]);
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(schema, {
    defaultValues: emptyReturnForm(lines),
  });
  // No field of the form is the body's `lines`: "choose at least one part" is the form's own message.
  const linesError = (errors as { lines?: FieldError }).lines?.message;

  const onSubmit = submit(async (body) => {
    await requestReturn({ orderId, body }).unwrap();
    toast.success(t.returnRequested);
    reset(emptyReturnForm(lines));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="return-parts-title">
      <h2 id="return-parts-title">{t.formTitle}</h2>
      <p>{t.formIntro}</p>
      <fieldset className={styles.choices}>
        <legend>Units to return</legend>
        {lines.map((line, index) => (
          <TextField
            key={line.lineId}
            label={line.sku ? `${line.name} (${line.sku})` : line.name}
            hint={`0 to ${line.left}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.left}
            step={1}
            error={errors.units?.[index]?.message}
            {...register(`units.${index}`)}
          />
        ))}
        {linesError && <ErrorText>{linesError}</ErrorText>}
      </fieldset>
      <SelectField label="Reason" options={reasonOptions} error={errors.reason?.message} {...register('reason')} />
      <TextArea
        label="Comment"
        hint="Optional: what is wrong with the part"
        rows={3}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <Button type="submit" loading={isSubmitting}>
        Request the return
      </Button>
    </form>
  );
}
