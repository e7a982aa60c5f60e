import { useApi } from '@phoneparts/shared-ui';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from './error-message';

export interface ApiData<T> {
  /** Undefined until the first answer arrives (a reload keeps the previous data on screen). */
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload(): void;
  /** Local edits after a successful call (e.g. dropping a cancelled order) without a refetch. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/** GET `path` once per path (and again on `reload()`); `null` waits, e.g. until the user is known. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const api = useApi();
  // Through a ref so a host that hands out a new client object per render cannot cause a fetch loop.
  const apiRef = useRef(api);
  apiRef.current = api;
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    setError(null);
    apiRef.current.get<T>(path).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorMessage(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, reload, setData };
}
