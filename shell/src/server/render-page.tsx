import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import { defaultShopCurrency, serverRenderedPages } from '@phoneparts/contracts';
import {
  remoteStoreStates,
  setShopCurrency,
  type RemotePageHead,
  type RemotePageOutcome,
  type ShopConfig,
} from '@phoneparts/shared-ui';
import { pageDescriptionFor, pageTitleFor } from '../app/page-meta';
import { shellRoutes, type RouteDeps } from '../app/routes';
import { ShellProviders } from '../app/shell-providers';
import { loadRemoteComponent } from '../federation/remote-loader';
import { createShellStore } from '../store/create-shell-store';
import { cacheControlFor } from './cache-policy';
import { headTags, jsonForScript } from './page-head';
import { sendHtml } from './html-answer';
import type { PageAssets } from './page-styles';
import type { PageTemplate } from './page-template';
import { registerServerRemotes } from './server-remotes';
import type { UrlRewrite } from './url-rewrite';

export interface RenderDeps {
  template: PageTemplate;
  config: () => Promise<ShopConfig>;
  /** The addresses this server reaches the API and the remotes at (RENDER_REWRITE). */
  rewrite: UrlRewrite;
  /** The shop's public address (canonical URLs); else the address the request names. */
  siteUrl?: string;
  /** A page that cannot be drawn on the server: why (written at most once a minute). */
  warn: (message: string) => void;
  /** The longest a render may take before the client-rendered page is sent instead. */
  timeoutMs?: number;
  /** A remote page's stylesheets and scripts, for the head (page-styles.ts); none: the page's script loads them. */
  pageAssets?: (manifestUrl: string, expose: string) => Promise<PageAssets>;
}

/** The store and API client of the request whose route loaders run (the routes are shared, below). */
const requestDeps = new AsyncLocalStorage<RouteDeps>();
let staticHandler: StaticHandler | undefined;

/**
 * The shell's routes in react-router's static handler, built once: building them flattens and ranks
 * every route, a cost the profile showed on each render when done per request. Their loaders read the
 * store and API client of the request they load for.
 */
function shellStaticHandler(): StaticHandler {
  const current = () => {
    const deps = requestDeps.getStore();
    if (!deps) throw new Error('a route loader ran outside a render');
    return deps;
  };
  staticHandler ??= createStaticHandler(
    shellRoutes({
      get store() {
        return current().store;
      },
      get api() {
        return current().api;
      },
    }),
  );
  return staticHandler;
}

/** The id the browser's SSR state is read from (shell/src/app/hydrate-or-render.ts). */
export const serverStateId = 'phoneparts-ssr';

/**
 * Draws a public page on the server (docs/server-rendering.md): the shell's own routes run their
 * loaders through react-router's static handler (the remote page's code and reads, loaded through the
 * federation runtime from the remote's server build), React renders the same tree the browser will
 * hydrate, and the reads the page made follow it in the page for the browser's stores. Anything that
 * keeps the page from being drawn (remote down, API down, a render error) answers the shell's
 * client-rendered page with 200, as before server rendering.
 */
export async function renderPage(req: IncomingMessage, res: ServerResponse, deps: RenderDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://render');
  const page = serverRenderedPages().find((entry) => matchPath(entry.route, url.pathname));
  if (!page) return sendClientRendered(req, res, deps);
  let config: ShopConfig;
  try {
    config = await deps.config();
    registerServerRemotes(config, deps.rewrite);
  } catch (error) {
    deps.warn(`[render] the shop's config cannot be read, pages are client-rendered: ${reason(error)}`);
    return sendClientRendered(req, res, deps);
  }
  // The page's code first: a remote whose server build cannot be reached is one warning, not a
  // failed read per request; one that never answers holds the request no longer than a render may take.
  const timeoutMs = deps.timeoutMs ?? 5_000;
  const code = await within(loadRemoteComponent(page.id), timeoutMs).catch((error: unknown) => error as Error);
  if (code instanceof Error) {
    deps.warn(
      `[render] ${page.id} (the ${page.remote} server build) cannot be loaded, pages are client-rendered: ${reason(code)}`,
    );
    return sendClientRendered(req, res, deps);
  }
  // Read while the page renders (kept after the first page: no cost per render).
  const assets = deps.pageAssets?.(config.remotes[page.remote], page.expose) ?? Promise.resolve(undefined);
  setShopCurrency(config.currency ?? defaultShopCurrency);
  const { store, api } = createShellStore(config, { fetch: rewrittenFetch(deps.rewrite) });
  const handler = shellStaticHandler();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const context = await requestDeps.run({ store, api }, () =>
      handler.query(new Request(url, { signal: controller.signal })),
    );
    if (context instanceof Response) return sendClientRendered(req, res, deps);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <ShellProviders config={config} store={store} api={api}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShellProviders>
      </StrictMode>,
      controller.signal,
    );
    // A page loader's outcome: its status (an unknown SKU's 404) and head; else the site map's.
    const outcome = Object.values(context.loaderData).find(isRemotePageOutcome);
    const head: RemotePageHead = outcome?.head ?? {
      title: pageTitleFor(url.pathname),
      description: await pageDescriptionFor(url.pathname),
    };
    const state = {
      // The browser's router starts from the loaders' data (an outcome is the server's alone).
      router: {
        loaderData: Object.fromEntries(
          Object.entries(context.loaderData).map(([id, data]) => [id, isRemotePageOutcome(data) ? null : data]),
        ),
      },
      remotes: [page.id],
      stores: remoteStoreStates(api),
    };
    sendHtml(
      req,
      res,
      outcome?.status ?? context.statusCode,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControlFor(req),
        Vary: 'Cookie, Authorization',
      },
      deps.template.head({
        title: head.title,
        headTags: headTags(head, `${siteUrl(req, deps)}${url.pathname}`),
        ...(await assets),
      }) +
        html +
        deps.template.tail(`<script type="application/json" id="${serverStateId}">${jsonForScript(state)}</script>`),
    );
  } catch (error) {
    deps.warn(`[render] ${url.pathname} could not be drawn, pages are client-rendered: ${reason(error)}`);
    sendClientRendered(req, res, deps);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a route's loader data is a page loader's outcome (shared-ui's RemotePageOutcome). */
function isRemotePageOutcome(value: unknown): value is RemotePageOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const { status, head } = value as RemotePageOutcome;
  return typeof status === 'number' || (typeof head === 'object' && head !== null);
}

/** The whole tree once every part of it is ready (crawlers and the first paint get the content). */
function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // The page is sent once whole, so every boundary is ready: written in place. With React's default
      // chunk size a large boundary (the home page's catalogue) is written hidden at the end of the page
      // and shown by an inline script on a reveal timer: painted late, and never without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    signal.addEventListener('abort', () => {
      stream.abort(new Error('the render took too long'));
      reject(new Error('the render took too long'));
    });
  });
}

/** The static shell, drawn in the browser; never kept by a shared cache (it stands in for a page). */
function sendClientRendered(req: IncomingMessage, res: ServerResponse, { template }: RenderDeps) {
  if (res.headersSent) return;
  sendHtml(req, res, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, template.html);
}

/** The shop's public address: the configured one, else the one the visitor's request named. */
export function siteUrl(req: IncomingMessage, deps: Pick<RenderDeps, 'siteUrl'>): string {
  if (deps.siteUrl) return deps.siteUrl.replace(/\/+$/, '');
  const host = req.headers['x-forwarded-host'] || req.headers.host || 'localhost';
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${String(host)}`;
}

/** The API's reads go where this server reaches the API (the page keeps the public addresses). */
function rewrittenFetch(rewrite: UrlRewrite): typeof fetch {
  return (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return fetch(rewrite(target), init);
  };
}

/** The promise, or a failure once `ms` have passed (a later failure of the promise is then ignored). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What failed, with its cause (a remote's load error names the runtime's reason). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { reason?: unknown }).reason ?? error.cause;
  return cause === undefined ? error.message : `${error.message}: ${reason(cause)}`;
}
