/** A failed API call. `message` is the API's own readable message (the `message` of its JSON error). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** The readable message of an API error body: `{ message }` (a string, or a list from validation). */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join('\n');
  }
  if (typeof body === 'string' && body.trim()) return body;
  return fallback;
}
