/**
 * Where the sign-in page sends a visitor back to: the shell's /login reads `state.from` (what its
 * RequireAuth guard leaves there) and returns to that path once signed in. Built from this page's own
 * path, so the return stays on the shop; the shell checks that again for the Google sign-in.
 */
export const loginPath = '/login';

export function signInState(pathname: string, search = '') {
  return { from: { pathname, search } };
}

/** The query parameter of a visitor's "Add to cart" carried through sign-in: the units to add. */
export const pendingAddParam = 'add';

/** `?add=N` for N units. */
export const pendingAddSearch = (quantity: number) =>
  `?${new URLSearchParams({ [pendingAddParam]: String(quantity) })}`;

/**
 * The units a pending add asks for: a whole number at least the part's minimum order, else that
 * minimum (an address is typed by anyone; the API still checks the stock and the limits).
 */
export function pendingQuantity(value: string | null, minQuantity: number): number {
  const units = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(units) && units >= minQuantity
    ? units
    : minQuantity;
}
