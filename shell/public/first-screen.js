/* global window, document */
// The first screen of the page a visitor opens, painted before the shell's scripts have arrived and run
// (the page's Largest Contentful Paint). This parser-blocking script runs before the first paint; it is
// part of every page's first load, so it stays small.
//
// The home page: index.html draws its hero; every address is served the same index.html, so on any
// other address this script takes that hero away. The shell's first render replaces it (same boxes).
//
// The part page (/purchase/:id) of a signed-in customer: this script leaves `window.shopFirstScreen`
// for the shell and loads part-first-screen.js, which draws the part's card before the shell (see
// there) and settles once its picture is painted, or once it knows it will draw nothing; a failed load
// settles too.
//
// index.html only preloads the shell's entry (`link[data-shell-entry]`): this script runs it, at once on
// every page but that one, where it waits until the first screen settles (at most 3 s).
(() => {
  const pathname = window.location.pathname;
  if (pathname !== '/') document.getElementById('first-screen')?.remove();

  let shellStarted = false;
  const startShell = () => {
    if (shellStarted) return;
    shellStarted = true;
    for (const link of document.querySelectorAll('link[data-shell-entry]')) {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false; // in the page's order, as deferred scripts run
      document.head.appendChild(script);
    }
  };

  const partRoute = /^\/purchase\/([^/]+)\/?$/.exec(pathname);
  let token = null;
  try {
    token = window.localStorage.getItem('accessToken');
  } catch {
    // storage disabled: signed out
  }
  if (!partRoute || !token) return startShell();
  let partId;
  try {
    partId = decodeURIComponent(partRoute[1]);
  } catch {
    return startShell(); // malformed address: the shell reports it
  }

  let settle;
  const settled = new Promise((resolve) => (settle = resolve));
  const partPath = `/purchase/${encodeURIComponent(partId)}`;
  window.shopFirstScreen = { reads: {}, partPath, token, drawn: false, shellRendering: false, settled, settle };
  const script = document.createElement('script');
  script.src = '/part-first-screen.js';
  script.onerror = () => settle();
  document.head.appendChild(script);
  const cap = setTimeout(startShell, 3000);
  settled.then(() => {
    clearTimeout(cap);
    startShell();
  });
})();
