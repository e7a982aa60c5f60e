import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a drawn page is sent in, best first. */
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];

/**
 * Brotli at a middle quality: most of its gain over gzip for a fraction of the CPU of its default
 * (the highest quality), which is meant for files compressed once at build time.
 */
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The best encoding the request's Accept-Encoding allows (`q=0` refuses one), or null. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const allowed = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    allowed.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return encodings.find((encoding) => (allowed.get(encoding) ?? allowed.get('*') ?? 0) > 0) ?? null;
}

/**
 * Sends an HTML answer compressed as the browser allows (docs/server-rendering.md): a drawn page is
 * mostly its inline styles and handover state, about a quarter of its size once compressed, and on a
 * slow connection its bytes come before its first paint. Compressed here, once per render, the web
 * tier's cache keeps each encoding rather than compressing every hit.
 */
export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  html: string,
): void {
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(html, 'utf8');
  const body = encoding ? compress[encoding](raw) : raw;
  const vary = [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  res.writeHead(status, {
    ...headers,
    Vary: vary,
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body); // Node sends no body for HEAD
}
