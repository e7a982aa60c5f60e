import fc from 'fast-check';
import { emailVerifiedHintKey, apiUrlHintKey, sessionTokenKey, type Part } from '@phoneparts/contracts';
import { readFirstScreen, type FirstScreenState } from './first-screen-state';
import {
  apiUrl,
  firstScreenScript,
  nextTurn,
  openPage,
  part,
  responseOf,
  runFirstScreenScripts,
  scriptedFetch,
  shellEntryPreload,
  shellPreview,
  shellStarted,
  shopAnswers,
  verified,
  type Answers,
} from './first-screen-fixtures';

describe('first-screen.js on the part page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it("draws the card React's preview draws, below the top bar's box, for any part", async () => {
    const parts = fc.record({
      // '.' and '..' are dot segments: the browser resolves them away, no address can hold them as an id.
      _id: fc.string({ minLength: 1, maxLength: 30 }).filter((id) => id !== '.' && id !== '..'),
      name: fc.string({ maxLength: 60 }),
      description: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('<img src=x onerror=alert(1)>')),
      picture: fc.constantFrom('/images/a.jpg', 'images/b.png', 'https://cdn.test/c.webp', '//cdn.test/d.jpg'),
      price: fc.oneof(
        fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
      ),
      minQuantity: fc.integer({ min: 1, max: 1000 }),
      availableQuantity: fc.integer({ min: 0, max: 5000 }),
    });
    await fc.assert(
      fc.asyncProperty(parts, async (generated) => {
        const shown = { ...part, ...generated } as Part;
        const { card } = await openPage(`/purchase/${encodeURIComponent(shown._id)}`, {
          answers: shopAnswers(shown, verified),
        });
        expect(card).not.toBeNull();
        expect(card!.getAttribute('aria-hidden')).toBe('true');
        expect(card!.children[0]!.className).toBe('ui-first-screen__bar');
        expect(card!.children[1]!.isEqualNode(shellPreview(shown))).toBe(true);
        expect(card!.querySelector('img[onerror]')).toBeNull();
      }),
      { numRuns: 60 },
    );
  }, 20_000); // 60 React renders: about 1 s alone, longer on a busy CI machine

  it('asks for the config, the part (without the token) and the customer (with it), once each', async () => {
    const { fetch, state } = await openPage('/purchase/p-1');
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/config.json', undefined],
      [`${apiUrl}/purchase/p-1`, { Accept: 'application/json' }],
      [`${apiUrl}/auth/me`, { Accept: 'application/json', Authorization: 'Bearer token-1' }],
    ]);
    expect(state).toMatchObject({ partPath: '/purchase/p-1', drawn: true, shellRendering: false });
    const picture = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(picture?.getAttribute('href')).toBe(`${apiUrl}/images/p-1.jpg`); // asked with the part, not after /auth/me
    expect(document.querySelectorAll('#first-screen')).toHaveLength(1); // the home page's hero is gone
  });

  it('draws the card as soon as the part arrives when the shell left the hint that the address is verified', async () => {
    window.localStorage.setItem(emailVerifiedHintKey, 'true');
    const answers = shopAnswers(part, verified);
    let answerUser!: (response: Response) => void;
    const pendingUser = new Promise<Response>((resolve) => (answerUser = resolve)); // /auth/me on its way
    const { fetch, card, state } = await openPage('/purchase/p-1', {
      answers,
      fetchOverride: { [`${apiUrl}/auth/me`]: pendingUser },
    });
    expect(card?.querySelector('img')?.getAttribute('src')).toBe(`${apiUrl}/images/p-1.jpg`);
    expect(state?.drawn).toBe(true);
    expect(fetch).toHaveBeenCalledWith(`${apiUrl}/auth/me`, expect.anything()); // still asked, for the shell
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]');
    expect(Array.from(preloads, (link) => link.getAttribute('href'))).toEqual([`${apiUrl}/images/p-1.jpg`]);
    // The page settles, so its 3-s cap does not start a shell in a later test (jsdom keeps one window).
    answerUser(responseOf(200, verified));
    await state!.settled;
  });

  it("settles once the card's picture is painted, or once it knows it will not draw it", async () => {
    const drawn = await openPage('/purchase/p-1');
    await expect(drawn.state!.settled).resolves.toBeUndefined();
    const answers = shopAnswers(part, { ...verified, emailVerified: false });
    const notDrawn = await openPage('/purchase/p-1', { answers });
    await expect(notDrawn.state!.settled).resolves.toBeUndefined();
    expect(notDrawn.state!.drawn).toBe(false);
  });

  it('reads the part from the API the shell remembered before the config arrives; the token and the card wait for the config to name it', async () => {
    window.localStorage.setItem(apiUrlHintKey, apiUrl);
    let answerConfig!: (response: Response) => void;
    const config = new Promise<Response>((resolve) => (answerConfig = resolve));
    const { fetch } = await openPage('/purchase/p-1', { fetchOverride: { '/config.json': config } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json', `${apiUrl}/purchase/p-1`]);
    expect(document.querySelector('[data-page="part"]')).toBeNull();
    answerConfig(responseOf(200, { apiUrl: `${apiUrl}/` }));
    await nextTurn();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`${apiUrl}/auth/me`);
    expect(document.querySelector('[data-page="part"]')).not.toBeNull();
  });

  it('draws nothing when the config names another API than the remembered one (the API moved)', async () => {
    window.localStorage.setItem(apiUrlHintKey, 'http://old-api.test');
    window.localStorage.setItem(emailVerifiedHintKey, 'true');
    const answers = { ...shopAnswers(part, verified), 'http://old-api.test/purchase/p-1': [200, part] } as Answers;
    const { card, state } = await openPage('/purchase/p-1', { answers });
    expect(card).toBeNull();
    expect(state?.drawn).toBe(false);
    // Its read was of the old address: the shell, reading from the configured one, takes none of them;
    // and the token went nowhere (the old address may no longer be the shop's).
    expect(Object.keys(state!.reads)).toEqual(['/config.json', 'http://old-api.test/purchase/p-1']);
  });

  it.each([
    ['an unverified customer (the e-mail banner will sit above the page)', { ...verified, emailVerified: false }],
    ['an ended session', undefined],
  ])('draws nothing for %s', async (_, user) => {
    const answers = shopAnswers(part, user);
    if (!user) answers[`${apiUrl}/auth/me`] = [401, { message: 'Unauthorized' }];
    const { card, state } = await openPage('/purchase/p-1', { answers });
    expect(card).toBeNull();
    expect(state?.drawn).toBe(false);
  });

  it('draws nothing for a part the API does not have, nor once the shell renders', async () => {
    const missing = shopAnswers(part, verified);
    delete missing[`${apiUrl}/purchase/p-1`];
    expect((await openPage('/purchase/p-1', { answers: missing })).card).toBeNull();

    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/purchase/p-1');
    window.localStorage.setItem(sessionTokenKey, 'token-1');
    Object.assign(globalThis, { fetch: scriptedFetch(shopAnswers(part, verified)) });
    runFirstScreenScripts();
    readFirstScreen()!.shellRendering = true; // the shell started before the answers came
    await nextTurn();
    expect(document.querySelector('[data-page="part"]')).toBeNull();
  });

  it('leaves the state and loads the part script only there; a script that cannot load settles the wait', async () => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/purchase/p-1');
    window.localStorage.setItem(sessionTokenKey, 'token-1');
    delete window.shopFirstScreen;
    new Function(firstScreenScript)();
    const asked = document.head.querySelector<HTMLScriptElement>('script[src="/part-first-screen.js"]');
    expect(readFirstScreen()).toMatchObject({ partPath: '/purchase/p-1', token: 'token-1', drawn: false });
    asked!.dispatchEvent(new Event('error'));
    await expect(readFirstScreen()!.settled).resolves.toBeUndefined();
  });

  it("starts nothing but the shell's entry without a token or on another page", async () => {
    for (const [pathname, token] of [
      ['/purchase/p-1', ''],
      ['/payment/p-1', 'token-1'],
      ['/', 'token-1'],
    ] as const) {
      window.localStorage.clear();
      const { fetch, state } = await openPage(pathname, { token });
      expect(fetch).not.toHaveBeenCalled();
      expect(state).toBeUndefined();
      // The home page's first load stays small: the shell's entry, at once, and no part script.
      expect(Array.from(document.head.querySelectorAll('script'), (script) => script.src)).toEqual([
        `${window.location.origin}/main.js`,
      ]);
      expect(shellStarted()!.async).toBe(false); // in the page's order, as the deferred script it replaces
    }
  });
});

describe("the shell's start on the part page", () => {
  const decodes: Array<() => void> = [];
  beforeEach(() => {
    window.localStorage.setItem(emailVerifiedHintKey, 'true');
    // jsdom decodes no pictures: each decode() waits for the test.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise<void>((resolve) => decodes.push(resolve)),
    });
  });
  afterEach(() => {
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    decodes.length = 0;
    jest.useRealTimers();
    window.history.pushState({}, '', '/');
  });
  const isSettled = (state: FirstScreenState) =>
    Promise.race([state.settled.then(() => true), nextTurn().then(() => false)]);

  it('waits until the picture is decoded and two frames are drawn (browsers that report no paints)', async () => {
    const { card, state } = await openPage('/purchase/p-1');
    expect(card).not.toBeNull();
    expect(shellStarted()).toBeNull();
    expect(await isSettled(state!)).toBe(false);
    decodes.forEach((decoded) => decoded());
    await state!.settled;
    expect(shellStarted()).not.toBeNull();
  });

  it("starts it when the browser reports the picture's paint as the page's largest", async () => {
    let report!: (entries: Array<{ element: Element | null }>) => void;
    const observed: string[] = [];
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    const { card, state } = await openPage('/purchase/p-1');
    expect(observed).toEqual(['largest-contentful-paint']);
    report([{ element: card!.querySelector('.ui-part__name') }]); // the name's text, drawn first
    expect(await isSettled(state!)).toBe(false);
    report([{ element: card!.querySelector('img') }]);
    await state!.settled;
    expect(shellStarted()).not.toBeNull();
  });

  it('starts it after 3 s at most, whatever the first screen still waits for', async () => {
    jest.useFakeTimers();
    document.head.innerHTML = shellEntryPreload;
    window.history.pushState({}, '', '/purchase/p-1');
    window.localStorage.setItem(sessionTokenKey, 'token-1');
    delete window.shopFirstScreen;
    new Function(firstScreenScript)(); // its part script never loads nor fails
    jest.advanceTimersByTime(2999);
    expect(shellStarted()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(shellStarted()).not.toBeNull();
  });
});
