import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@phoneparts/contracts';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path } from 'react-hook-form';
import { toastError } from './error-message';
import { fieldIssuesOf } from './field-issues';

interface SchemaFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** When a field shows its error: by default on submit, 'onTouched' once the person has left it. */
  mode?: Mode;
}

/**
 * A dashboard form checked by the same contracts schema as the API, with one way to submit it:
 * `submit(send)` sends the checked values, and a failure is toasted in the API's own words while what
 * the person typed stays in the form for another try; a refusal that names fields of the form
 * (`fieldIssuesBaseQuery`) shows each message beside its field instead.
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
        const placed = fieldIssuesOf(error).filter((issue) => form.getValues(issue.path as Path<Input>) !== undefined);
        for (const issue of placed) form.setError(issue.path as Path<Input>, { message: issue.message });
        if (placed.length === 0) toastError(error);
      }
    });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, submit };
}
