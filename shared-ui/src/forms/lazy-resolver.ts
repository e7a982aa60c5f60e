import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { shellMessages } from '@phoneparts/contracts';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the checks now (e.g. when the shopper first reaches the form), so the first submit does not wait. */
  preload(): void;
}

/**
 * A react-hook-form resolver whose code (the schema and the validation library, about 90 KB of script)
 * loads when the form is first reached or checked, not with the page: a phone spends that parsing time
 * while the shopper is still reading the part. If the code cannot be loaded, the form shows the network
 * message under its fields and tries again on the next check; nothing is submitted unchecked.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next check tries again
      throw error;
    }));

  return {
    preload: () => void loaded().catch(() => undefined), // the check that needs it reports the failure
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await loaded();
      } catch (error) {
        console.error('The form checks could not be loaded', error);
        // A form-wide error (not a field's): the form stays unsubmitted and says why.
        const errors = { root: { type: 'load', message: shellMessages.networkError } } as FieldErrors<TInput>;
        return { values: {}, errors };
      }
      return resolve(values, context, options);
    },
  };
}
