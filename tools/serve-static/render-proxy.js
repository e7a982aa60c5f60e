// @ts-check
const http = require('node:http');
const { signedInHintCookie } = require('@phoneparts/contracts/dist/session');

/**
 * Sends a server-rendered address to the render server (docs/server-rendering.md) and passes its
 * answer on with the page's headers. When the render server cannot answer (down, refused, slower than
 * `timeoutMs`), `fallback` answers instead — the static shell, drawn in the browser as before — and
 * `warn` is told why (it writes at most once a minute).
 *
 * @param {{ renderUrl: string, timeoutMs?: number, warn: (message: string) => void }} options
 */
function renderProxy({ renderUrl, timeoutMs = 5_000, warn }) {
  const target = new URL(renderUrl);
  /**
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   * @param {Record<string, string>} pageHeaders @param {() => void} fallback
   */
  return (req, res, pageHeaders, fallback) => {
    let settled = false;
    const giveUp = (/** @type {string} */ why) => {
      if (settled) return;
      settled = true;
      warn(`[web] the render server at ${renderUrl} did not answer (${why}): pages are client-rendered`);
      fallback();
    };
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwarded(req),
        timeout: timeoutMs,
      },
      (answer) => {
        if (settled) return answer.resume();
        if ((answer.statusCode ?? 502) >= 500) {
          answer.resume();
          return giveUp(`status ${answer.statusCode}`);
        }
        settled = true;
        res.writeHead(answer.statusCode ?? 200, { ...pageHeaders, ...kept(answer.headers) });
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => {
      upstream.destroy();
      giveUp(`no answer within ${timeoutMs} ms`);
    });
    upstream.on('error', (error) => giveUp(error.message));
    upstream.end();
  };
}

/**
 * Whether the request carries the shell's signed-in hint (contracts' `signedInHintCookie`): such a
 * browser draws the public pages itself, so it gets the static shell, never the render server or a
 * cached page (docs/server-rendering.md, "Who gets which page"). The cookie routes and nothing more.
 * @param {http.IncomingMessage} req
 */
function carriesSignedInHint(req) {
  return (req.headers.cookie ?? '').split(';').some((part) => {
    const [name, value = ''] = part.split('=');
    return name.trim() === signedInHintCookie && value.trim() !== '';
  });
}

/** What the render server needs of the visitor's request (the session decides its caching). @param {http.IncomingMessage} req */
function forwarded(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of ['cookie', 'authorization', 'accept', 'accept-encoding', 'accept-language', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

/** The render server's headers the page keeps. @param {http.IncomingHttpHeaders} headers */
function kept(headers) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'link']) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** A function that writes a repeated warning at most once a minute. @param {(line: string) => void} [write] */
function warnAtMostOnceAMinute(write = (line) => console.warn(line), now = Date.now) {
  let last = -Infinity;
  let unsaid = 0;
  return (/** @type {string} */ message) => {
    const time = now();
    if (time - last < 60_000) {
      unsaid += 1;
      return;
    }
    write(unsaid ? `${message} (and ${unsaid} more since the last warning)` : message);
    last = time;
    unsaid = 0;
  };
}

module.exports = { carriesSignedInHint, renderProxy, warnAtMostOnceAMinute };
