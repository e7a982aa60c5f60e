import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMetaFor } from './page-meta';

/** Keeps document.title and <meta name="description"> in step with the route. */
export function DocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = pageMetaFor(pathname);
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pathname]);
  return null;
}
