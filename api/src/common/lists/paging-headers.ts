import { listHeaders, pageCount, type PageQuery } from '@phoneparts/contracts';

/**
 * The `X-Total-Count` and `Link` headers of one page (contracts/src/lists.ts). Each link is the
 * request's own path and query with only `page` (and an explicit `limit`) changed, so filters and
 * sort carry over.
 */
export function pagingHeaders(requestUrl: string, { page, limit }: PageQuery, total: number): Record<string, string> {
  const [path, search = ''] = requestUrl.split('?', 2);
  const params = new URLSearchParams(search);
  const linkTo = (target: number) => {
    params.set('page', String(target));
    params.set('limit', String(limit));
    return `${path}?${params.toString()}`;
  };
  const last = pageCount(total, limit);
  const links = [`<${linkTo(1)}>; rel="first"`];
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, last))}>; rel="prev"`);
  if (page < last) links.push(`<${linkTo(page + 1)}>; rel="next"`);
  links.push(`<${linkTo(last)}>; rel="last"`);
  return { [listHeaders.totalCount]: String(total), [listHeaders.link]: links.join(', ') };
}

/**
 * Writes the paging headers of `page` on the reply and answers its items (a plain array:
 * docs/product.md#20-lists-and-search).
 */
export function withPagingHeaders<T>(
  reply: { request: { url: string }; headers(values: Record<string, string>): unknown },
  query: PageQuery,
  page: { items: T[]; total: number },
): T[] {
  reply.headers(pagingHeaders(reply.request.url, query, page.total));
  return page.items;
}
