import { listHeaders } from '@phoneparts/contracts';

/** The links of a bounded list's `Link` header (RFC 8288), by relation; the API writes them as paths. */
export type PageRelation = 'first' | 'prev' | 'next' | 'last';
export type PageLinks = Partial<Record<PageRelation, string>>;

/**
 * One page of a bounded list (contracts' `lists.ts`): the body (a plain array) plus what the API
 * puts in the headers — the total in `X-Total-Count` and the neighbouring pages in `Link`.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  links: PageLinks;
}

const relations: readonly PageRelation[] = ['first', 'prev', 'next', 'last'];

/** `<url>; rel="next", <url>; rel="last"` → `{ next: url, last: url }` (other relations are left out). */
export function parseLinkHeader(header: string | null): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const match of header.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2])?.[1];
    // One link may carry several relations: rel="first prev".
    for (const name of rel?.trim().split(/\s+/) ?? []) {
      if ((relations as readonly string[]).includes(name)) links[name as PageRelation] = match[1];
    }
  }
  return links;
}

/** The `page` a link points at (1 when the link names none), or null without a link. */
export function pageOfLink(link: string | undefined): number | null {
  if (!link) return null;
  const page = Number(new URL(link, 'http://relative.invalid').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : null;
}

/** A list page from the body and the two headers; without `X-Total-Count` the body is the whole list. */
export function toListPage<T>(body: unknown, headers: Pick<Headers, 'get'>): ListPage<T> {
  const items = Array.isArray(body) ? (body as T[]) : [];
  const header = headers.get(listHeaders.totalCount);
  const total = Number(header);
  return {
    items,
    total: header !== null && Number.isFinite(total) ? total : items.length,
    links: parseLinkHeader(headers.get(listHeaders.link)),
  };
}
