import { maxPriceBands } from '@phoneparts/contracts';
import { Button, ErrorText, TextField } from '@phoneparts/shared-ui';
import { useFieldArray } from 'react-hook-form';
import styles from '../../../common/form.module.css';
import type { ProductFormControls } from './product-form-input';

/**
 * The part's quantity-break prices (docs/product.md#12-quantity-prices), up to five rows of "from N units: $X". The
 * rules (quantities rising above the minimum order, prices falling below the part's price) are the contracts
 * schema's, so each row shows the API's own words beside the field they are about.
 */
export function PriceBandFields({ control, register, errors }: ProductFormControls) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBands' });
  const bandErrors = errors.priceBands as
    | ({ minQuantity?: { message?: string }; price?: { message?: string } } | undefined)[]
    | { message?: string }
    | undefined;
  const rowError = (index: number) => (Array.isArray(bandErrors) ? bandErrors[index] : undefined);
  return (
    <fieldset className={styles.form}>
      <legend>Quantity prices</legend>
      {fields.length === 0 && <p>No quantity prices: every quantity pays the price above.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.pair} data-testid="price-band-row">
          <TextField
            label={`Band ${index + 1}: from units`}
            type="number"
            inputMode="numeric"
            error={rowError(index)?.minQuantity?.message}
            {...register(`priceBands.${index}.minQuantity`)}
          />
          <TextField
            label={`Band ${index + 1}: price ($)`}
            type="number"
            inputMode="decimal"
            step="0.01"
            error={rowError(index)?.price?.message}
            {...register(`priceBands.${index}.price`)}
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
            Remove band {index + 1}
          </Button>
        </div>
      ))}
      <ErrorText>{!Array.isArray(bandErrors) ? bandErrors?.message : undefined}</ErrorText>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={fields.length >= maxPriceBands}
        onClick={() => append({ minQuantity: '', price: '' })}
      >
        Add a quantity price
      </Button>
    </fieldset>
  );
}
