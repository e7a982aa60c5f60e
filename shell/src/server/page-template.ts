import { readFileSync } from 'node:fs';
import path from 'node:path';
import { absoluteUrls } from './page-styles';

/**
 * The shell's built index.html cut around its root element: the server-rendered page goes between
 * `head` and `tail` in place of the home page's static first screen, and the page's own title and
 * description replace the defaults. The shell's stylesheets are written into the head (`<style>` in
 * place of each `<link rel=stylesheet>`), followed by the page's own (`styles`, the remote page's): a
 * server-drawn page paints from its first answer, without a round trip per stylesheet first, which on
 * a phone's network is most of the time to the first paint.
 */
export interface PageTemplate {
  /** The whole file: the client-rendered answer when a page cannot be drawn on the server. */
  html: string;
  head(meta: { title: string; headTags: string; styles?: string; scripts?: string[] }): string;
  tail(state: string): string;
}

export function readPageTemplate(file: string): PageTemplate {
  // The stylesheets the file links, from the build folder it sits in.
  const stylesheet = (href: string) =>
    absoluteUrls(readFileSync(path.join(path.dirname(file), href), 'utf8'), `http://shell/${href}`, {
      keepOrigin: false,
    });
  return pageTemplate(readFileSync(file, 'utf8'), file, stylesheet);
}

const scriptPreload = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?[^"\s>]+"?\s*\/?>/g;

const stylesheetLink =
  /<link\s+(?:href="?([^"\s>]+)"?\s+rel="?stylesheet"?|rel="?stylesheet"?\s+href="?([^"\s>]+)"?)\s*\/?>/g;

export function pageTemplate(html: string, file = 'index.html', stylesheet?: (href: string) => string): PageTemplate {
  const root = rootElement(html);
  if (!root) throw new Error(`${file} has no <div id="root">…</div> to render into`);
  // A local stylesheet's text in place of its link (`</style` cannot occur in CSS that parses).
  let before = stylesheet
    ? html.slice(0, root.start).replace(stylesheetLink, (link, a?: string, b?: string) => {
        const href = a ?? b ?? '';
        return /^\/[^/]/.test(href) ? `<style>${stylesheet(href.slice(1))}</style>` : link;
      })
    : html.slice(0, root.start);
  // The entry's startup scripts are preloaded at the end of the static shell (after first-screen.js,
  // which holds up its parsing); behind a drawn page they would be found only once the whole page is
  // read. They go to the head, before the styles, with the page's own scripts (`scripts`).
  let after = html.slice(root.end);
  const startup = after.match(scriptPreload) ?? [];
  after = after.replace(scriptPreload, '');
  const firstStyle = before.search(/<style>|<\/head>/);
  const preloadsAt = '\u0000preloads\u0000';
  before = `${before.slice(0, firstStyle)}${preloadsAt}${before.slice(firstStyle)}`;
  return {
    html,
    head: ({ title, headTags, styles, scripts = [] }) =>
      `${before
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta\s+name="?description"?[^>]*>/, '')
        .replace(
          preloadsAt,
          startup.join('') +
            scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join(''),
        )
        .replace('</head>', `${styles ? `<style>${styles}</style>` : ''}${headTags}</head>`)}<div id="root">`,
    tail: (state) => `</div>${state}${after}`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where the root element starts and ends (the built file is minified: attributes may be unquoted). */
function rootElement(html: string): { start: number; end: number } | null {
  const open = /<div id="?root"?>/.exec(html);
  if (!open) return null;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start: open.index, end: tag.index + tag[0].length };
  }
  return null;
}
