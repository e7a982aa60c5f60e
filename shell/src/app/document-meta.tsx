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

/** Keeps document.title and <meta name="description"> in step with the route. */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
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
