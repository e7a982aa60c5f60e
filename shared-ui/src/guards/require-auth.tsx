import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../context/shop-context';
import { Loader } from '../components/loader';

/**
 * Shows its children to a signed-in user; a visitor goes to /login with `state.from` = this location,
 * so the login page can send them back. The API enforces the same rule: this guard is a convenience.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Loader />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
