const base = 'http://return-to.invalid';

/**
 * Where the shell should send the person after signing in: a path on the shop itself. Anything that
 * could leave the site (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) becomes `/`,
 * so the sign-in flow can never be used as an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return '/';
  const url = new URL(value, base);
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
