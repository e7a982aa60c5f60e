/**
 * Adds `<link rel="preload">` for `url`, unless the page already has an element for it (a preload
 * first-screen.js added, webpack's `<script>` or style sheet): one request per file.
 */
export function preloadOnce(
  document: Document,
  url: string,
  as: 'image' | 'script' | 'style',
  attributes: Record<string, string> = {},
): void {
  const requested = document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]');
  if (Array.from(requested).some((element) => ('src' in element ? element.src : element.href) === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as); // the attribute: jsdom (the tests) does not reflect the property
  link.href = url;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}
