/**
 * A tiny browser for redirect flows (OIDC): follows redirects one by one with fetch, keeping cookies
 * per host as a browser would, and stops where a test wants to look (e.g. at the shell's URL).
 */
export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  /** Follows redirects from `url` until `stop(location)` is true; answers that location. */
  async follow(
    url: string,
    stop: (location: string) => boolean,
    maxHops = 10,
  ): Promise<{ location: string; hops: string[] }> {
    const hops: string[] = [];
    let current = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.get(current);
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`${current} answered ${response.status} without a redirect: ${await response.text()}`);
      const next = new URL(location, current).toString();
      hops.push(next);
      if (stop(next)) return { location: next, hops };
      current = next;
    }
    throw new Error(`More than ${maxHops} redirects: ${hops.join(' -> ')}`);
  }

  /** One request without following redirects; stores the cookies it sets. */
  async get(url: string): Promise<Response> {
    const { host } = new URL(url);
    const cookies = [...(this.jar.get(host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} });
    for (const setCookie of response.headers.getSetCookie()) this.store(host, setCookie);
    return response;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string | undefined): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    if (value === undefined) cookies.delete(name);
    else cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  private store(host: string, header: string) {
    const [pair, ...attributes] = header.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    this.setCookie(host, name, expired ? undefined : pair.slice(index + 1).trim());
  }
}
