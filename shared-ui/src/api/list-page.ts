import { listHeaders, parseLinkHeader, type PageInfo } from '@phoneparts/contracts';

/** The links of a bounded list's `Link` header, by relation (paths: resolve them against the API). */
export type PageLinks = PageInfo['links'];

/**
 * One page of a bounded list (contracts' `lists.ts`): the body (the spec's array) plus what the API
 * puts in the headers — the total in `X-Total-Count` and the neighbouring pages in `Link`.
 */
export interface ListPage<T> extends Pick<PageInfo, 'total' | 'links'> {
  items: T[];
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
