import { TokenService } from '../src/access/token.service';
import { users } from '../src/database/schema';
import type { TestApp } from './test-app';
import { validOrderBody } from './catalogue-fixtures';

/** A customer who signed up over HTTP with a password, and the session sign-up started. */
export interface SignedUp {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function signUp(t: TestApp, email: string, password = 'Current#123'): Promise<SignedUp> {
  const res = await t.http.post('/auth/signup').send({ name: 'Casey Customer', email, password });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.user.uid, email, password, token: res.body.accessToken };
}

/** Another session of the same account (another device): a sign-in with the password. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.http.post('/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Places an order with a session's token; answers the order's id. */
export async function placeOrderWith(t: TestApp, token: string, productId: string): Promise<string> {
  const res = await t.http
    .post('/myOrders')
    .set(bearer(token))
    .send({ productId, quantity: 1, ...validOrderBody });
  if (res.status !== 201) throw new Error(`placing an order answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

/** An account that only ever signed in with Google (no password), and a session of it. */
export async function googleOnlyAccount(
  t: TestApp,
  email: string,
): Promise<{ id: string; email: string; token: string }> {
  const [row] = await t.db
    .insert(users)
    .values({ email, displayName: 'Gene Google', googleSubject: `sub-${email}`, emailVerified: true })
    .returning();
  return { id: row.id, email, token: t.app.get(TokenService).issue(row) };
}
