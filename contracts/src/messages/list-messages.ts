/** Added by this product: bad list queries (paging, filters, sort) and the catalogue's optional fields. */
export const listMessages = {
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
  givenTwice: (name: string) => `${name} may be given only once`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  controlCharacters: (name: string) => `${name} must not contain control characters`,
  oneOf: (name: string, allowed: readonly string[]) => `${name} must be one of: ${allowed.join(', ')}`,
  daysInvalid: (max: number) => `days must be a whole number from 1 to ${max}`,
  timeZoneInvalid: 'tz must be a time zone such as Europe/London or UTC',
} as const;
