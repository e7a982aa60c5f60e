export type QueryValue = string | number | boolean | null | undefined;

/**
 * `path` with the given query parameters, leaving out empty ones (undefined, null, ''), so a list read
 * with its defaults is the plain path (`/parts`) and the URL names only what the reader chose.
 */
export function pathWithQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
