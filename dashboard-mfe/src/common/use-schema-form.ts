import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@phoneparts/contracts';
import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import { toastError } from './error-message';

interface SchemaFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** When a field shows its error: by default on submit, 'onTouched' once the person has left it. */
  mode?: Mode;
}

/**
 * A dashboard form checked by the same contracts schema as the API, with one way to submit it:
 * `submit(send)` sends the checked values, and a failure is toasted in the API's own words while what
 * the person typed stays in the form for another try.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: SchemaFormOptions<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), ...options });
  const submit = (send: (values: Output) => Promise<void> | void) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        toastError(error);
      }
    });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, submit };
}
