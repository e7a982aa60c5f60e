import type { Response } from 'supertest';
import type { TestApp } from './test-app';

export const refreshCookieName = 'pp_refresh';

/** The `Set-Cookie` line for the refresh cookie in an answer, or undefined. */
export function refreshSetCookie(res: Response): string | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return lines.find((line) => line.startsWith(`${refreshCookieName}=`));
}

/** The refresh token an answer set (the cookie's value); throws when it set none. */
export function refreshTokenOf(res: Response): string {
  const line = refreshSetCookie(res);
  const value = line?.split(';')[0].slice(refreshCookieName.length + 1);
  if (!value) throw new Error(`no refresh cookie in ${res.status} ${JSON.stringify(res.headers['set-cookie'])}`);
  return value;
}

/** POST /auth/refresh as the browser sends it: with the refresh cookie. */
export function refresh(t: Pick<TestApp, 'http'>, token: string) {
  return t.http.post('/auth/refresh').set('Cookie', `${refreshCookieName}=${token}`);
}
