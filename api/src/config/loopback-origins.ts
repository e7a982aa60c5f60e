/** The names one machine answers to itself; a browser treats each as a different origin and site. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins as listed, and for each one on a loopback name the same scheme and port under the
 * other loopback names: a developer who opens the shop at http://127.0.0.1:3000 uses the shop the
 * configuration calls http://localhost:3000. Only for development: production allows exactly the
 * origins it lists (list a loopback spelling there to allow it).
 */
export function withLoopbackSpellings(origins: string[]): string[] {
  const all = new Set(origins);
  for (const origin of origins) {
    const url = new URL(origin);
    if (!loopbackHosts.includes(url.hostname)) continue;
    for (const host of loopbackHosts) all.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...all];
}
