import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedRemoteComponent, loadRemoteComponent, type RemoteComponent } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemotePagePlaceholder } from './remote-page-placeholder';

type LoadState = { id: string; attempt: number } & (
  { phase: 'loading' } | { phase: 'ready'; Component: RemoteComponent } | { phase: 'failed' }
);

/** Renders a remote's exposed page, e.g. `storefront/HomePage`, with a loader and a fallback. */
export function RemotePage({ id }: { id: string }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary resetKey={`${id} ${pathname}`}>
      <RemoteModule id={id} />
    </RemoteErrorBoundary>
  );
}

function RemoteModule({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  // The route's loader has usually loaded the page's module already: then it is drawn at once.
  const [state, setState] = useState<LoadState>(() => initialState(id, attempt));

  useEffect(() => {
    let current = true;
    setState(initialState(id, attempt));
    loadRemoteComponent(id).then(
      (Component) => current && setState({ id, attempt, phase: 'ready', Component }),
      (error: unknown) => {
        console.error(`[shell] ${id} failed to load`, error);
        if (current) setState({ id, attempt, phase: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (state.id !== id || state.attempt !== attempt || state.phase === 'loading')
    return <RemotePagePlaceholder id={id} />;
  if (state.phase === 'failed') return <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />;
  return <state.Component />;
}

function initialState(id: string, attempt: number): LoadState {
  const Component = loadedRemoteComponent(id);
  return Component ? { id, attempt, phase: 'ready', Component } : { id, attempt, phase: 'loading' };
}
