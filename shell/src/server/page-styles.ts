import type { UrlRewrite } from './url-rewrite';

/** The part of a remote's `mf-manifest.json` that names each exposed module's stylesheets. */
interface Manifest {
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } } }>;
}

/**
 * A stylesheet's rules with its relative `url(…)`s resolved against the sheet's own address: its
 * text is written into a page at another address (another origin for a remote's).
 */
export function absoluteUrls(css: string, sheetUrl: string, { keepOrigin = true } = {}): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/|\/|#)/i.test(target)) return whole;
    const resolved = new URL(target, sheetUrl);
    return `url(${quote}${keepOrigin ? resolved.href : resolved.pathname + resolved.search + resolved.hash}${quote})`;
  });
}

/** What a remote page's head carries: its stylesheets' text, and the scripts it hydrates with. */
export interface PageAssets {
  styles: string;
  scripts: string[];
}

/**
 * The stylesheets of a remote page, as its client build names them (`mf-manifest.json`, the module's
 * own and its lazy parts' stylesheets), to be written into the page's head: the browser paints the
 * server's markup with its styles from the first answer, instead of restyling (and moving) it once the
 * remote's script has loaded them. With them, the addresses of the module's own scripts (its `sync`
 * chunks, which hydrating the page needs), for the head to preload: they download beside the shell's
 * instead of after the shell's have run and loaded the remote. A manifest is read again after `manifestTtlMs` (an unversioned
 * release folder changes in place); a stylesheet's file name carries its content hash, so its text is
 * kept. Anything unreadable answers no styles: the browser then loads them with the page's script, as
 * before.
 */
export function remotePageStyles(rewrite: UrlRewrite, warn: (message: string) => void, manifestTtlMs = 5_000) {
  const manifests = new Map<string, { at: number; manifest: Promise<Manifest> }>();
  const sheets = new Map<string, Promise<string>>();

  const text = async (url: string) => {
    const answer = await fetch(rewrite(url));
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return answer.text();
  };
  const manifestAt = (url: string) => {
    const kept = manifests.get(url);
    if (kept && Date.now() - kept.at < manifestTtlMs) return kept.manifest;
    const manifest = text(url).then((body) => JSON.parse(body) as Manifest);
    manifests.set(url, { at: Date.now(), manifest });
    manifest.catch(() => manifests.delete(url));
    return manifest;
  };
  const sheet = (url: string) => {
    let kept = sheets.get(url);
    if (!kept) {
      kept = text(url).then((css) => absoluteUrls(css, url));
      sheets.set(url, kept);
      kept.catch(() => sheets.delete(url));
    }
    return kept;
  };

  /** The assets of `expose` ('./PartPage') of the remote whose manifest is at `manifestUrl`; none when unreadable. */
  return async (manifestUrl: string, expose: string): Promise<PageAssets> => {
    try {
      const manifest = await manifestAt(manifestUrl);
      const entry = manifest.exposes.find((e) => e.name === expose.replace(/^\.\//, ''));
      if (!entry) return { styles: '', scripts: [] };
      const files = [...new Set([...entry.assets.css.sync, ...entry.assets.css.async])];
      const texts = await Promise.all(files.map((file) => sheet(new URL(file, manifestUrl).href)));
      return { styles: texts.join('\n'), scripts: entry.assets.js.sync.map((file) => new URL(file, manifestUrl).href) };
    } catch (error) {
      warn(`[render] the stylesheets of ${expose} cannot be read, the page's script loads them: ${String(error)}`);
      return { styles: '', scripts: [] };
    }
  };
}
