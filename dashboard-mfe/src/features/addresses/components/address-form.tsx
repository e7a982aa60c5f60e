import { addressMessages as m, createAddressSchema, type SavedAddress, type z } from '@phoneparts/contracts';
import { Button } from '@phoneparts/shared-ui';
import { AddressFields } from '@phoneparts/shared-ui/address-form';
import { toast } from 'react-toastify';
import { CheckboxField } from '../../../common/checkbox-field';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useAddAddressMutation } from '../api/add-address';
import { useUpdateAddressMutation } from '../api/update-address';
import { addressChange, addressInput, emptyAddress, type AddressFormInput } from './address-form-input';

const schema = createAddressSchema as unknown as z.ZodType<z.output<typeof createAddressSchema>, AddressFormInput>;

export interface AddressFormProps {
  /** The saved address being changed; none: the form adds one. */
  saved?: SavedAddress;
  onDone(): void;
}

/**
 * Adds an address to the book or changes one. The contracts schema checks it as the API will (the
 * postal code against the country, a region where the country has a list); a refusal that names a
 * field shows beside it.
 */
export function AddressForm({ saved, onDone }: AddressFormProps) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const { register, errors, isSubmitting, reset, submit, watch } = useSchemaForm(schema, {
    defaultValues: saved ? addressInput(saved) : emptyAddress,
  });

  const onSubmit = submit(async ({ address, isDefault }) => {
    if (saved) await updateAddress({ id: saved._id, body: addressChange(address) }).unwrap();
    else await addAddress({ ...address, isDefault }).unwrap();
    toast.success(m.addressSaved);
    reset(emptyAddress);
    onDone();
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={saved ? `Change the address of ${saved.name}` : 'Add an address'}
    >
      <AddressFields
        register={(name) => register(name)}
        errors={{
          name: errors.name?.message,
          company: errors.company?.message,
          line1: errors.line1?.message,
          line2: errors.line2?.message,
          city: errors.city?.message,
          region: errors.region?.message,
          postalCode: errors.postalCode?.message,
          country: errors.country?.message,
        }}
        country={watch('country')}
      />
      {!saved && <CheckboxField label="Make this my default address" {...register('isDefault')} />}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {saved ? 'Save address' : m.addAddress}
        </Button>
        {saved && (
          <Button type="button" variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
