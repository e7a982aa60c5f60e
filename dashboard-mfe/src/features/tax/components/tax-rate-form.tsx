import { taxMessages as m, type TaxRate } from '@phoneparts/contracts';
import { Button, SelectField, TextField } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import { countryOptions } from '@phoneparts/shared-ui/address-form';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useAddTaxRateMutation } from '../api/add-tax-rate';
import { useUpdateTaxRateMutation } from '../api/update-tax-rate';
import { emptyTaxRate, taxRateFormSchema, taxRateInput } from './tax-rate-form-input';

export interface TaxRateFormProps {
  /** The rate being changed; none: the form adds a new one. */
  rate?: TaxRate;
  onDone(): void;
}

/** Adds a rate for a country (or one of its regions), or changes one, checked by the API's own schema. */
export function TaxRateForm({ rate, onDone }: TaxRateFormProps) {
  const [addRate] = useAddTaxRateMutation();
  const [updateRate] = useUpdateTaxRateMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(taxRateFormSchema, {
    defaultValues: rate ? taxRateInput(rate) : emptyTaxRate,
  });

  const onSubmit = submit(async (body) => {
    if (rate) await updateRate({ id: rate._id, body }).unwrap();
    else await addRate(body).unwrap();
    toast.success(m.rateSaved);
    reset(emptyTaxRate);
    onDone();
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={rate ? 'Change the tax rate' : 'Add a tax rate'}
    >
      <div className={styles.pair}>
        <SelectField label="Country" error={errors.country?.message} {...register('country')}>
          <option value="">Choose a country</option>
          {countryOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Region"
          hint="Optional: a state or province code (e.g. CA), for a rate of that region only"
          autoCapitalize="characters"
          error={errors.region?.message}
          {...register('region')}
        />
        <TextField
          label="Rate (%)"
          type="number"
          inputMode="decimal"
          step="0.001"
          min={0}
          max={100}
          error={errors.rate?.message}
          {...register('rate')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {rate ? 'Save rate' : 'Add rate'}
        </Button>
        {rate && (
          <Button type="button" variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
