import type { Cookie, Page } from 'playwright-core';
import { sessionTokenKey, signedInHintCookie, type AuthResponse } from '@phoneparts/contracts';
import { demoAdmin as demoAdminLogin } from '@phoneparts/contracts/dev-defaults';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new account for one test (emails need three consecutive letters: docs/product.md#5-validation). */
export function newAccount(prefix = 'shopper'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { name: `Test ${prefix} ${id}`, email: `${prefix}.${id}@example.com`, password: 'Secret#123' };
}

export const demoAdmin: Account = { name: 'Admin', ...demoAdminLogin };

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Creates an account directly through the API (faster than the UI when sign-up is not under test). */
export function signUpViaApi(apiUrl: string, account: Account): Promise<AuthResponse> {
  return postJson(`${apiUrl}/auth/signup`, account);
}

export function signInViaApi(apiUrl: string, account: Pick<Account, 'email' | 'password'>): Promise<AuthResponse> {
  return postJson(`${apiUrl}/auth/login`, { email: account.email, password: account.password });
}

/**
 * The signed-in hint cookie as the shell sets it at sign-in (shell/src/store/signed-in-hint.ts), for a
 * browser given a session without signing in through the page: with it, the web tier answers the public
 * pages with the static shell, as it does a browser that signed in (docs/server-rendering.md).
 */
export function signedInHint(shellUrl: string): Cookie {
  const url = new URL(shellUrl);
  return {
    name: signedInHintCookie,
    value: '1',
    domain: url.hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 7 * 86_400,
    httpOnly: false,
    secure: url.protocol === 'https:',
    sameSite: 'Lax',
  };
}

/** Opens `path` already signed in with `token` (stored as the shell stores it: localStorage accessToken). */
export async function openSignedIn(
  page: Page,
  shellUrl: string,
  token: string,
  path = '/',
  waitUntil: 'load' | 'commit' = 'load',
): Promise<void> {
  await storeSession(page, shellUrl, token);
  await page.goto(`${shellUrl}${path}`, { waitUntil });
}

/** Stores `token` as the shell's session in the page's context: every page of it opened after is signed in. */
export async function storeSession(page: Page, shellUrl: string, token: string): Promise<void> {
  await page.goto(`${shellUrl}/__e2e_blank`, { waitUntil: 'commit' });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [sessionTokenKey, token]);
}

/** Signs up through the shell's /signUp page and waits for the signed-in top bar. */
export async function signUpInBrowser(page: Page, shellUrl: string, account: Account): Promise<void> {
  await page.goto(`${shellUrl}/signUp`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await accountMenu(page, account).waitFor();
}

/** Signs in through the shell's /login page (from wherever the page is) and waits for the signed-in top bar. */
export async function signInInBrowser(
  page: Page,
  shellUrl: string,
  account: Pick<Account, 'email' | 'password' | 'name'>,
  options: { navigate?: boolean } = {},
): Promise<void> {
  if (options.navigate !== false) await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await accountMenu(page, account).waitFor();
}

/** The avatar menu button of the top bar (present only when signed in). */
export function accountMenu(page: Page, account: Pick<Account, 'name'>) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` });
}
