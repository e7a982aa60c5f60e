/* global window, document */
// index.html draws the home page's first screen before any other script runs, so the home page paints
// at once (its Largest Contentful Paint). Every address is served the same index.html: on any other
// address this parser-blocking script, which runs before the first paint, takes that screen away.
// The shell's first render replaces it on the home page (with the same boxes, so nothing moves).
if (window.location.pathname !== '/') document.getElementById('first-screen')?.remove();
