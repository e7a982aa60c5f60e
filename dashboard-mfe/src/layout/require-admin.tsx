import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AdminCheck } from '@phoneparts/contracts';
import { Loader, useApi, useAuth } from '@phoneparts/shared-ui';

type Verdict = 'pending' | 'admin' | 'notAdmin';

/**
 * The admin-only guard of docs/product.md#4-states, "Guards" (only the dashboard has admin pages, so it lives here,
 * not in shared-ui, whose main entry is part of every page's first load) asks the server (GET /admin/:email); a
 * non-admin (or a failed check) is signed out and sent to /login. Shows a loader while pending.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const api = useApi();
  const location = useLocation();
  const email = auth.user?.email;
  const [verdict, setVerdict] = useState<{ email: string; value: Verdict } | null>(null);

  useEffect(() => {
    if (!email) return;
    let current = true;
    // Both outcomes are handled (a failed check counts as not admin), so nothing is left to await.
    void api
      .get<AdminCheck>(`/admin/${encodeURIComponent(email)}`)
      .then(
        (answer) => answer?.admin === true,
        () => false,
      )
      .then((isAdmin) => {
        if (current) setVerdict({ email, value: isAdmin ? 'admin' : 'notAdmin' });
      });
    return () => {
      current = false;
    };
  }, [api, email]);

  const notAdmin = verdict !== null && verdict.email === email && verdict.value === 'notAdmin';
  // Kept after the sign-out clears the email: the login page then gets no way back to this page.
  const refused = verdict?.value === 'notAdmin';
  useEffect(() => {
    if (notAdmin) auth.signOut();
  }, [notAdmin, auth]);

  if (auth.status === 'loading') return <Loader />;
  if (auth.status === 'signedOut' || !email) {
    return <Navigate to="/login" replace state={refused ? undefined : { from: location }} />;
  }
  // A refused user waits here until the sign-out has landed: /login sends a signed-in user on to '/',
  // so going there first would end on the home page instead of the sign-in page.
  if (!verdict || verdict.email !== email || verdict.value === 'notAdmin') return <Loader />;
  return <>{children}</>;
}
