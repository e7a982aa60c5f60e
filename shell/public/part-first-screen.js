/* global window, document, requestAnimationFrame */
// The part page's first screen (/purchase/:id, signed in), loaded by first-screen.js, which left
// `window.shopFirstScreen` (the part's API path, the token). This script asks for the part and the
// customer (/auth/me) from the API that the runtime config names, or named on the last visit (then the
// card is drawn only if the config still names it). It draws the part's card, the same markup as
// shared-ui's `PartDetails preview` (shell/src/first-screen/first-screen.spec.tsx holds the two equal),
// only for a customer whose address is verified: for anyone else the shell draws the e-mail banner above
// the page, which would push this card down. The card is drawn as soon as the part arrives when the
// shell left the hint that the address was verified (`emailVerified`, beside the token), else once
// /auth/me says so. The answers stay in `window.shopFirstScreen.reads`: the shell takes them over instead
// of asking again, and holds its first render until it can draw the same card, so the card never moves
// or blinks. The shell's scripts start only once the card's picture is painted (or the card will not be
// drawn), so the two do not compete for the phone's link or its main thread (shell/src/first-screen/).
(() => {
  const state = window.shopFirstScreen;
  if (!state || state.shellRendering) return state?.settle();
  const { token, settle } = state;
  const verifiedBefore = stored('emailVerified') === 'true';

  /** GET `url` with the headers the shell sends; the shell takes a copy of the answer. */
  const read = (url, headers) => {
    const answer = fetch(url, headers && { method: 'GET', headers });
    const authorization = headers?.Authorization ?? null;
    const copy = answer.then((response) => response.clone());
    copy.catch(() => undefined); // a failure is the shell's to report, if it takes the copy
    state.reads[url] = { at: Date.now(), authorization, response: copy };
    return answer.then((response) => (response.ok ? response.json() : null));
  };
  const accept = { Accept: 'application/json' };

  // A plain fetch, as the preload in index.html asks it: the browser hands that answer over.
  const configuredApiUrl = read('/config.json').then((config) =>
    config && typeof config.apiUrl === 'string' ? config.apiUrl.replace(/\/+$/, '') : null,
  );
  // The API's address as the shell last read it from the config: the reads start now instead of one
  // round trip later, and the card is drawn only if the config still names that address.
  const rememberedApiUrl = stored('apiUrl');
  (rememberedApiUrl ? Promise.resolve(rememberedApiUrl) : configuredApiUrl)
    .then((apiUrl) => {
      if (!apiUrl) return;
      const confirmed = configuredApiUrl.then((configured) => configured === apiUrl);
      const draw = (part) => confirmed.then((same) => same && drawPartCard(part, assetUrl(apiUrl, part.picture)));
      const partRead = read(`${apiUrl}${state.partPath}`, accept).then((part) => {
        if (!isPart(part)) return null;
        // The page's largest paint, asked for now and at high priority: a drawn <img> starts at low
        // priority, queued behind the shell's scripts (seen in Lighthouse's network log).
        preloadPicture(assetUrl(apiUrl, part.picture));
        return part;
      });
      // The token goes only to the API the config names now, never to a remembered address alone.
      const userRead = confirmed.then(
        (same) => same && read(`${apiUrl}/auth/me`, { ...accept, Authorization: `Bearer ${token}` }),
      );
      const drawnEarly = verifiedBefore ? partRead.then((part) => part && draw(part)) : undefined;
      return Promise.all([partRead, userRead, drawnEarly]).then(([part, user]) => {
        if (part && user?.emailVerified === true) return draw(part);
      });
    })
    .catch(() => undefined) // the shell asks again and reports its own failures
    .finally(settle);

  function drawPartCard(part, pictureUrl) {
    const root = document.getElementById('root');
    if (state.drawn || state.shellRendering || !root) return;
    const stockOut = part.availableQuantity < part.minQuantity;
    const screen = element('div', { id: 'first-screen', 'aria-hidden': 'true', 'data-page': 'part' }, [
      element('div', { class: 'ui-first-screen__bar' }),
      element('div', { class: 'ui-part-page' }, [
        element('div', { class: 'ui-part', 'aria-hidden': 'true', 'data-testid': 'part-preview' }, [
          element('img', { class: 'ui-part__picture', src: pictureUrl, alt: part.name, width: '400', height: '300' }),
          element('div', { class: 'ui-part__text' }, [
            element('p', { class: 'ui-part__name' }, [part.name]),
            element('p', { class: 'ui-part__id' }, ['Part ID: ', element('code', {}, [part._id])]),
            element('p', { class: 'ui-part__description' }, [part.description]),
            element('dl', { class: 'ui-part__facts' }, [
              fact('Price per unit', formatMoney(part.price)),
              fact('Minimum order quantity', String(part.minQuantity)),
              fact('Available quantity', stockOut ? 'Stock out' : String(part.availableQuantity), stockOut),
            ]),
          ]),
        ]),
        element('div', { class: 'ui-loader', role: 'status', 'aria-live': 'polite' }, [
          element('span', { class: 'ui-loader__spinner', 'aria-hidden': 'true' }),
          element('span', { class: 'ui-loader__text' }, ['Loading, Please wait...']),
        ]),
      ]),
    ]);
    root.appendChild(screen);
    state.drawn = true;
    return pictureOnScreen(screen.querySelector('img'));
  }

  /**
   * Resolves once the picture is painted (or has failed). Until then the shell's scripts wait
   * (first-screen.js starts them once this script settles): on a phone's slow link they would share it
   * with the picture, and Lighthouse counts every request that ends before the largest paint as needed
   * for it (the shell's 110 KB ended there and set the simulated paint, 0.9 s later than the picture).
   */
  function pictureOnScreen(picture) {
    return new Promise((resolve) => {
      let observer;
      const done = () => {
        observer?.disconnect();
        resolve();
      };
      // Chromium and Firefox report the paint of the page's largest element (the picture, unless the
      // text around it is larger); elsewhere, and for a smaller picture, two frames after its decoding and
      // a moment stand in for it (the report comes about 15 ms after the first frame).
      if (window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
        observer = new PerformanceObserver((list) => list.getEntries().some((e) => e.element === picture) && done());
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }
      const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)));
      (picture.decode ? picture.decode() : Promise.resolve()).then(afterFrames, afterFrames);
    });
  }

  function fact(term, value, stockOut) {
    return element('div', {}, [
      element('dt', {}, [term]),
      element('dd', stockOut ? { class: 'ui-part__stock-out' } : {}, [value]),
    ]);
  }

  /** Text goes in as text nodes: nothing the API answers is ever parsed as markup. */
  function element(tag, attributes, children = []) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    for (const child of children) if (child !== '') node.append(child); // React draws no empty text
    return node;
  }

  function preloadPicture(href) {
    const link = element('link', { rel: 'preload', as: 'image', href, fetchpriority: 'high' });
    document.head.appendChild(link);
  }

  function isPart(part) {
    return (
      Boolean(part) &&
      ['_id', 'name', 'description', 'picture'].every((key) => typeof part[key] === 'string') &&
      ['price', 'minQuantity', 'availableQuantity'].every((key) => typeof part[key] === 'number')
    );
  }

  // shared-ui's formatMoney and ApiClient.assetUrl, written out: this script runs before any bundle.
  function formatMoney(dollars) {
    const cents = Math.round(Math.abs(dollars) * 100);
    const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${dollars < 0 && cents > 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
  }

  function assetUrl(apiUrl, picture) {
    if (/^[a-z][a-z\d+.-]*:/i.test(picture) || picture.startsWith('//')) return picture;
    return `${apiUrl}${picture.startsWith('/') ? '' : '/'}${picture}`;
  }

  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage disabled: signed out
    }
  }
})();
