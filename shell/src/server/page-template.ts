import { readFileSync } from 'node:fs';

/**
 * The shell's built index.html cut around its root element: the server-rendered page goes between
 * `head` and `tail` in place of the home page's static first screen, and the page's own title and
 * description replace the defaults.
 */
export interface PageTemplate {
  /** The whole file: the client-rendered answer when a page cannot be drawn on the server. */
  html: string;
  head(meta: { title: string; headTags: string }): string;
  tail(state: string): string;
}

export function readPageTemplate(file: string): PageTemplate {
  return pageTemplate(readFileSync(file, 'utf8'), file);
}

export function pageTemplate(html: string, file = 'index.html'): PageTemplate {
  const root = rootElement(html);
  if (!root) throw new Error(`${file} has no <div id="root">…</div> to render into`);
  const before = html.slice(0, root.start);
  const after = html.slice(root.end);
  return {
    html,
    head: ({ title, headTags }) =>
      `${before
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta\s+name="?description"?[^>]*>/, '')
        .replace('</head>', `${headTags}</head>`)}<div id="root">`,
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
