/**
 * Percent-encodes every UTF-8 byte of a string. Unlike encodeURIComponent it never throws (a lone
 * surrogate becomes U+FFFD's bytes), so any generated text can travel in a path or a query.
 */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
