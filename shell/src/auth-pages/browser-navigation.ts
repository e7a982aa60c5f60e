/** Leaves the single-page app for another site (the API's Google sign-in). Its own module so tests can replace it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
