import { useLocation } from 'react-router-dom';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const authPages = ['/login', '/signUp', '/resetPassword'];

/** Where to go after signing in: the protected page the user came from (RequireAuth's state.from), else '/'. */
export function useReturnTo(): string {
  const { state } = useLocation();
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || authPages.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Only same-site paths: '/x' but not '//evil.example' or 'https://…' (open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}
