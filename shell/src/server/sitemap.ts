import type { ServerResponse } from 'node:http';
import { listHeaders, listLimits, type Part, type PartFacets } from '@phoneparts/contracts';
import { escapeHtml } from './page-template';

/**
 * The sitemap of the public pages (docs/server-rendering.md#for-search-engines): `/sitemap.xml` is an
 * index of one file for the device pages and one per `partsPerFile` parts, so a catalogue of any size
 * is answered in bounded pieces; each parts file streams its entries as each page of the API's
 * catalogue arrives (pages of `listLimits.max`), never holding the catalogue in memory.
 */
export const partsPerFile = 1_000;

export interface SitemapDeps {
  /** The API's address as this server reaches it. */
  apiUrl: () => Promise<string>;
  siteUrl: string;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' };
const entry = (loc: string) => `<url><loc>${escapeHtml(loc)}</loc></url>\n`;

/** Answers a sitemap address; false when the path is none of them. */
export async function answerSitemap(pathname: string, res: ServerResponse, deps: SitemapDeps): Promise<boolean> {
  if (pathname === '/sitemap.xml') {
    const total = await partCount(await deps.apiUrl());
    const files = ['/sitemaps/devices.xml'];
    for (let n = 1; n <= Math.ceil(total / partsPerFile); n++) files.push(`/sitemaps/parts-${n}.xml`);
    res.writeHead(200, headers);
    res.end(
      `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `<sitemap><loc>${escapeHtml(deps.siteUrl + file)}</loc></sitemap>\n`)
        .join('')}</sitemapindex>\n`,
    );
    return true;
  }
  if (pathname === '/sitemaps/devices.xml') {
    const facets = await readJson<PartFacets>(`${await deps.apiUrl()}/parts/facets`);
    res.writeHead(200, headers);
    res.write(`${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
    res.write(entry(`${deps.siteUrl}/`));
    for (const brand of facets.brands)
      for (const model of brand.models)
        res.write(entry(`${deps.siteUrl}/devices/${encodeURIComponent(brand.name)}/${encodeURIComponent(model.name)}`));
    res.end('</urlset>\n');
    return true;
  }
  const parts = /^\/sitemaps\/parts-([1-9]\d{0,5})\.xml$/.exec(pathname);
  if (!parts) return false;
  const apiUrl = await deps.apiUrl();
  const perPage = listLimits.max;
  const firstPage = (Number(parts[1]) - 1) * (partsPerFile / perPage) + 1;
  const first = await partPage(apiUrl, firstPage, perPage);
  if (!first.items.length && firstPage > 1) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('No such sitemap.');
    return true;
  }
  res.writeHead(200, headers);
  res.write(`${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
  let page = first;
  for (let n = 0; ; n++) {
    res.write(page.items.map((part) => entry(`${deps.siteUrl}/parts/${encodeURIComponent(part.sku)}`)).join(''));
    if (page.items.length < perPage || n + 1 >= partsPerFile / perPage) break;
    page = await partPage(apiUrl, firstPage + n + 1, perPage);
  }
  res.end('</urlset>\n');
  return true;
}

async function partCount(apiUrl: string): Promise<number> {
  const response = await fetch(`${apiUrl}/parts?limit=1`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`the catalogue answered ${response.status}`);
  await response.body?.cancel();
  return Number(response.headers.get(listHeaders.totalCount) ?? 0);
}

/** One page of the catalogue in a stable order (by name, then as the API breaks ties). */
async function partPage(apiUrl: string, page: number, limit: number): Promise<{ items: Pick<Part, 'sku'>[] }> {
  const items = await readJson<Pick<Part, 'sku'>[]>(`${apiUrl}/parts?sort=name-asc&limit=${limit}&page=${page}`);
  return { items };
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
