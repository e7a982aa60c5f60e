import { partCategories, type addProductSchema, type z } from '@phoneparts/contracts';
import { SelectField, TextArea, TextField } from '@phoneparts/shared-ui';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import styles from './form.module.css';
import { ModelsField } from './models-field';

/** Add and update share the fields; only their schemas' messages differ (spec §5). */
export type ProductFormInput = z.input<typeof addProductSchema>;

export const emptyProduct: ProductFormInput = {
  name: '',
  picture: '',
  description: '',
  price: '',
  minQuantity: '',
  availableQuantity: '',
  brand: undefined,
  models: undefined,
  category: undefined,
};

const categoryOptions = [{ value: '', label: 'No category' }, ...partCategories.map((category) => ({ value: category, label: category }))];
/** The optional catalogue fields: left empty, they are left out (the spec's product form has none of them). */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function ProductFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<ProductFormInput>;
  control: Control<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}) {
  return (
    <>
      <TextField label="Product name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Picture URL"
        hint="A web address, or a path such as /images/parts/screen.svg"
        error={errors.picture?.message}
        {...register('picture')}
      />
      <TextArea label="Description" error={errors.description?.message} {...register('description')} />
      <div className={styles.pair}>
        <TextField label="Price ($)" type="number" inputMode="decimal" step="0.01" min={1} error={errors.price?.message} {...register('price')} />
        <TextField label="Minimum quantity" type="number" inputMode="numeric" min={1} error={errors.minQuantity?.message} {...register('minQuantity')} />
        <TextField
          label="Available quantity"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.availableQuantity?.message}
          {...register('availableQuantity')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Brand" hint="Optional, e.g. Apple" error={errors.brand?.message} {...register('brand', { setValueAs: emptyToUndefined })} />
        <SelectField
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category', { setValueAs: emptyToUndefined })}
        />
      </div>
      <ModelsField control={control} />
    </>
  );
}
