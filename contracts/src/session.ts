/** Spec §3 "Session": the signed-in user's token, kept in the browser's localStorage under this key. */
export const sessionTokenKey = 'accessToken';

/** GET: whose session the stored token is (the shell asks on start-up, before it shows signed-in pages). */
export const identityPath = '/auth/me';
