import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../api/api-client';

/**
 * The body of `path`'s prefetched answer (`ApiClient.prefetched`), typed like `api.get<T>`: in the first
 * render when it has already arrived, else once it arrives; undefined when nothing was prefetched, while
 * it is on its way and when it failed. Looked up once per path: the page's own read then takes it.
 */
export function usePrefetchedAnswer<T>(api: Pick<ApiClient, 'prefetched'>, path: string): T | undefined {
  const early = useMemo(() => api.prefetched(path), [api, path]);
  const [arrived, setArrived] = useState<{ path: string; body: unknown }>();

  useEffect(() => {
    if (!early || early.arrived) return;
    let current = true;
    early.body.then(
      (body) => current && setArrived({ path, body }),
      () => undefined, // the page's own read reports the failure
    );
    return () => {
      current = false;
    };
  }, [early, path]);

  const body = arrived?.path === path ? arrived.body : early?.arrived?.body;
  return body as T | undefined;
}
