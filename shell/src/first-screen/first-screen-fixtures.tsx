// Shared by the specs of public/first-screen.js, public/part-first-screen.js and first-screen-state.ts.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { sessionTokenKey, type AuthIdentity, type Part } from '@phoneparts/contracts';
import { createApiClient, Loader } from '@phoneparts/shared-ui';
import { PartDetails } from '@phoneparts/shared-ui/part-page';
import { readFirstScreen, type FirstScreenState } from './first-screen-state';

/** public/first-screen.js on the part page: the card it draws before the shell, and the reads it leaves. */
const readScript = (name: string) => fs.readFileSync(path.join(__dirname, '../../public', name), 'utf8');
export const firstScreenScript = readScript('first-screen.js');
export const partScript = readScript('part-first-screen.js');

/** Runs first-screen.js as the page does, then part-first-screen.js if it asked for it (jsdom loads no scripts). */
export function runFirstScreenScripts() {
  new Function(firstScreenScript)();
  const asked = document.head.querySelector('script[src="/part-first-screen.js"]');
  if (asked) new Function(partScript)();
  return asked;
}
export const apiUrl = 'http://api.test';
/** What the built index.html holds in its head: the shell's entry, preloaded, for first-screen.js to start. */
export const shellEntryPreload =
  '<link rel="preload" href="/main.js" as="script" fetchpriority="low" data-shell-entry>';
export const shellStarted = () => document.head.querySelector<HTMLScriptElement>('script[src$="/main.js"]');

export const part: Part = {
  _id: 'p-1',
  name: 'iPhone 13 screen',
  description: 'OLED, original.',
  picture: '/images/p-1.jpg',
  price: 1234.5,
  minQuantity: 2,
  availableQuantity: 40,
} as Part;
export const verified: AuthIdentity = {
  uid: 'u-1',
  email: 'a@b.test',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: true,
  admin: false,
};

export type Answers = Record<string, [number, unknown]>;

/** A fetch answering by URL from `answers`; 404 for the rest. jsdom has no Response: the members used. */
export function scriptedFetch(answers: Answers, pending: Partial<Record<string, Promise<Response>>> = {}) {
  return jest.fn(async (url: string, _init?: RequestInit) => {
    const held = pending[url];
    if (held) return held;
    const [status, body] = answers[url] ?? [404, { message: 'not found' }];
    return responseOf(status, body);
  });
}

export function responseOf(status: number, body: unknown): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
    clone: () => responseOf(status, body),
  };
  return response as unknown as Response;
}

/** What first-screen.js leaves for the shell, as the shell's own specs need it. */
export const firstScreenState = (overrides: Partial<FirstScreenState> = {}): FirstScreenState => ({
  reads: {},
  partPath: '/purchase/p-1',
  token: 'token-1',
  drawn: false,
  shellRendering: false,
  settled: Promise.resolve(),
  settle: () => undefined,
  ...overrides,
});

export const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function openPage(
  pathname: string,
  {
    token = 'token-1',
    answers = shopAnswers(part, verified),
    fetchOverride = {} as Record<string, Promise<Response>>,
  } = {},
) {
  document.body.innerHTML = '<div id="root"><div id="first-screen">We sell Mobile Parts</div></div>';
  document.head.innerHTML = shellEntryPreload;
  window.history.pushState({}, '', pathname);
  if (token) window.localStorage.setItem(sessionTokenKey, token);
  delete window.shopFirstScreen;
  const fetch = scriptedFetch(answers, fetchOverride);
  Object.assign(globalThis, { fetch });
  runFirstScreenScripts();
  await nextTurn();
  return { fetch, state: readFirstScreen(), card: document.querySelector('#first-screen[data-page="part"]') };
}

export function shopAnswers(shown: Part, user: unknown): Answers {
  return {
    '/config.json': [200, { apiUrl: `${apiUrl}/` }],
    [`${apiUrl}/purchase/${encodeURIComponent(shown._id)}`]: [200, shown],
    [`${apiUrl}/auth/me`]: [200, user],
  };
}

/** What the shell's first render draws in the page area from the same answer (part-page-preview.tsx). */
export function shellPreview(shown: Part) {
  const { container, unmount } = render(
    <div className="ui-part-page">
      <PartDetails
        preview
        part={shown}
        pictureUrl={createApiClient({ baseUrl: apiUrl, getToken: () => null }).assetUrl(shown.picture)}
      />
      <Loader />
    </div>,
  );
  const node = container.firstElementChild!.cloneNode(true);
  unmount();
  return node;
}
