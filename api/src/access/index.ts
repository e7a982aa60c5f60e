// What the rest of the API uses of access control: the route decorators, the caller's shape and the
// ownership checks. The guard, the token strategy and its repository stay inside this folder.
export { assertSelf, assertSelfOrAdmin } from './access';
export { isAdmin } from './auth-user';
export type { AuthUser } from './auth-user';
export { Authenticated, CurrentUser, Public } from './decorators';
