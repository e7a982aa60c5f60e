/**
 * A list filter's value from the URL if the API accepts it; otherwise (an edited or outdated link)
 * left out, so the page shows the unfiltered list rather than failing.
 */
export const oneOf = <T extends string>(allowed: readonly T[], value: string) =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** Whether a list search narrows the list (a sort alone shows every row). */
export const isFiltered = (values: Record<string, string>) =>
  Object.entries(values).some(([key, value]) => key !== 'sort' && value !== '');
