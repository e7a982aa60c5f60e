/**
 * The API's own `Link` header, split by rel, for assertions: `<url>; rel="x"` items joined by ", "
 * exactly as paging-headers.ts writes them (clients use a full RFC 8288 parser, shared-ui's).
 */
export function linksOf(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(', ')
      .filter(Boolean)
      .map((item) => {
        const [, url, rel] = /^<([^>]*)>; rel="(\w+)"$/.exec(item) ?? [];
        if (!url) throw new Error(`not a Link item the API writes: ${item}`);
        return [rel, url];
      }),
  );
}
