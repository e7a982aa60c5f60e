/* global window, document */
// index.html paints the home page's hero before the shell's scripts arrive (the page's first paint).
// Every address is served the same index.html: on any other address this parser-blocking script takes
// that hero away before the first paint. The shell's first render replaces it (same boxes).
if (window.location.pathname !== '/') document.getElementById('first-screen')?.remove();
