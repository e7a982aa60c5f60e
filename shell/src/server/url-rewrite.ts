/**
 * The addresses the render server reaches the API and the remotes at, when not the public ones of
 * config.json (in a compose network: `http://localhost:4000` is `http://api-proxy:8080` from inside).
 * `RENDER_REWRITE` lists `public=>internal` prefixes, comma-separated; the HTML keeps the public
 * addresses (the browser's), only this server's own requests go to the internal ones.
 */
export type UrlRewrite = (url: string) => string;

export function parseUrlRewrite(setting: string | undefined): UrlRewrite {
  const pairs = (setting ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [from, to] = pair.split('=>').map((part) => part?.trim().replace(/\/+$/, ''));
      if (!from || !to || !/^https?:\/\//.test(from) || !/^https?:\/\//.test(to))
        throw new Error(`RENDER_REWRITE: "${pair}" is not "https://public.example=>http://internal:8080"`);
      return { from, to };
    });
  return (url) => {
    const match = pairs.find(({ from }) => url === from || url.startsWith(`${from}/`));
    return match ? match.to + url.slice(match.from.length) : url;
  };
}
