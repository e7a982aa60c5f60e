import { shippingMessages as m, type ShippingMethod } from '@phoneparts/contracts';
import { Button, SelectField, TextField } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import { CheckboxField } from '../../../common/checkbox-field';
import { countryOptions } from '@phoneparts/shared-ui/address-form';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useAddShippingMethodMutation } from '../api/add-shipping-method';
import { useUpdateShippingMethodMutation } from '../api/update-shipping-method';
import { emptyShippingMethod, shippingMethodFormSchema, shippingMethodInput } from './shipping-method-form-input';

export interface ShippingMethodFormProps {
  /** The method being changed; none: the form adds a new one. */
  method?: ShippingMethod;
  /** After a save (the list reads the server again) or Cancel. */
  onDone(): void;
}

/**
 * Adds a shipping method, or changes one: checked by the API's own schema before it is sent, and the
 * API's refusal toasted in its words with what was typed kept.
 */
export function ShippingMethodForm({ method, onDone }: ShippingMethodFormProps) {
  const [addMethod] = useAddShippingMethodMutation();
  const [updateMethod] = useUpdateShippingMethodMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(shippingMethodFormSchema, {
    defaultValues: method ? shippingMethodInput(method) : emptyShippingMethod,
  });

  const onSubmit = submit(async (body) => {
    if (method) await updateMethod({ id: method._id, body }).unwrap();
    else await addMethod(body).unwrap();
    toast.success(m.methodSaved);
    reset(emptyShippingMethod);
    onDone();
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={method ? `Change ${method.name}` : 'Add a shipping method'}
    >
      <TextField
        label="Method name"
        hint="e.g. Royal Mail Tracked 48"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Countries served"
        hint="Hold Ctrl (⌘ on a Mac) to choose several."
        multiple
        size={8}
        options={countryOptions()}
        error={errors.countries?.message}
        {...register('countries')}
      />
      <div className={styles.pair}>
        <TextField
          label="Price"
          hint="Flat, per order"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Free above"
          hint="A goods total; empty: never free"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.freeAbove?.message}
          {...register('freeAbove')}
        />
      </div>
      <TextField
        label="Delivery estimate"
        hint="What buyers are told, e.g. 2–4 working days"
        error={errors.estimate?.message}
        {...register('estimate')}
      />
      <CheckboxField label="Active (offered at checkout)" {...register('active')} />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {method ? 'Save changes' : 'Add method'}
        </Button>
        {method && (
          <Button type="button" variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
