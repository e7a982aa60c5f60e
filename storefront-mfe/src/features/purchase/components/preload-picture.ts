/**
 * Asks for a picture the page is about to draw at high priority (a standard `<link rel="preload">`),
 * once per address: it is the page's largest paint and would otherwise wait for the page's code.
 */
export function preloadPicture(href: string, document: Document = globalThis.document): void {
  const exists = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (link) => link.href === href,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
