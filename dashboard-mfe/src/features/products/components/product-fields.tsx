import { partCategories, partCategoryLabels, partGrades } from '@phoneparts/contracts';
import { SelectField, TextArea, TextField } from '@phoneparts/shared-ui';
import styles from '../../../common/form.module.css';
import { PriceBandFields } from './price-band-fields';
import type { ProductFormControls } from './product-form-input';

const categoryOptions = [
  { value: '', label: 'No category' },
  ...partCategories.map((category) => ({ value: category, label: partCategoryLabels[category] })),
];

const gradeOptions = [{ value: '', label: 'No grade' }, ...partGrades.map((grade) => ({ value: grade, label: grade }))];

/** A blank number field is left out of the body: a new part then gets the shop's default, an edit keeps its value. */
const blankIsLeftOut = (value: unknown) => (value === '' ? undefined : value);

export function ProductFields({ control, register, errors }: ProductFormControls) {
  return (
    <>
      <TextField label="Product name" error={errors.name?.message} {...register('name')} />
      {/* The part number buyers order by (docs/product.md#11-part-numbers). */}
      <TextField
        label="SKU"
        hint="The part number: 2 to 40 letters, digits, '-', '.' or '_', e.g. APL-IP13-OLED-A2633"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.sku?.message}
        {...register('sku')}
      />
      <TextField
        label="Picture URL"
        hint="A web address, or a path such as /images/parts/screen.svg"
        error={errors.picture?.message}
        {...register('picture')}
      />
      <TextArea label="Description" error={errors.description?.message} {...register('description')} />
      <div className={styles.pair}>
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Minimum quantity"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.minQuantity?.message}
          {...register('minQuantity')}
        />
        <TextField
          label="Available quantity"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.availableQuantity?.message}
          {...register('availableQuantity')}
        />
      </div>
      {/* The catalogue fields (optional, so the messages above are unchanged). */}
      <div className={styles.pair}>
        <TextField label="Brand" hint="Optional, e.g. Apple" error={errors.brand?.message} {...register('brand')} />
        <SelectField
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
      </div>
      {/* Quality, warranty and when the part counts as running low (docs/product.md#21-quality-grades-warranty-and-low-stock). */}
      <div className={styles.pair}>
        <SelectField label="Grade" options={gradeOptions} error={errors.grade?.message} {...register('grade')} />
        <TextField
          label="Warranty (days)"
          hint="Blank: the shop's default"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.warrantyDays?.message}
          {...register('warrantyDays', { setValueAs: blankIsLeftOut })}
        />
        <TextField
          label="Low-stock threshold"
          hint="Blank: the shop's default"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold')}
        />
      </div>
      <TextField
        label="Device models"
        hint="Optional; separate models with commas, e.g. iPhone 13, iPhone 13 mini"
        error={errors.models?.message}
        {...register('models')}
      />
      <PriceBandFields control={control} register={register} errors={errors} />
    </>
  );
}
