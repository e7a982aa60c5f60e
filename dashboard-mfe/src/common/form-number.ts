/**
 * A number field's text as a schema of the API reads it: '' → undefined (the field's "required"
 * message), digits with an optional fraction → the number, anything else stays text so the schema
 * refuses it with the field's own message rather than guessing (`Number('1e3')` would be 1000).
 */
export function formNumber(text: string): number | string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}
