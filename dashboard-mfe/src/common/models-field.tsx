import { TextField } from '@phoneparts/shared-ui';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ProductFormInput } from './product-fields';

/** "iPhone 13, iPhone 13 Pro," → ['iPhone 13', 'iPhone 13 Pro']; nothing typed → no models. */
export function splitModels(text: string): string[] | undefined {
  const models = text
    .split(',')
    .map((model) => model.trim())
    .filter(Boolean);
  return models.length ? models : undefined;
}

/** The device models a part fits, typed as one comma-separated line and kept in the form as a list. */
export function ModelsField({ control }: { control: Control<ProductFormInput> }) {
  const { field, fieldState } = useController({ control, name: 'models' });
  const [text, setText] = useState(() => (field.value ?? []).join(', '));
  return (
    <TextField
      label="Device models"
      hint="Separate models with commas, e.g. iPhone 13, iPhone 13 Pro"
      name={field.name}
      ref={field.ref}
      value={text}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(splitModels(event.target.value));
      }}
    />
  );
}
