import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageDescriptionFor, pageTitleFor } from './page-meta';

function setMetaDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Keeps document.title and <meta name="description"> in step with the route; a page the render server
 * drew keeps the head it wrote (the part's own title) until the visitor moves on.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The head the render server wrote names the page's canonical address: kept while on that page.
    const served = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
    if (served && new URL(served.href).pathname === pathname) return;
    served?.remove();
    document.title = pageTitleFor(pathname);
    let current = true;
    pageDescriptionFor(pathname).then(
      (description) => current && setMetaDescription(description),
      // The descriptions' chunk did not load (the network dropped): the page keeps the description it
      // has, and the next route change asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
