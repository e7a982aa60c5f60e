import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { ifNoneMatchHits } from './cached-json';

/** The one header that differs between two answers of the same prepared answer. */
const requestIdHeader = 'x-request-id';

/**
 * Ready JSON bytes with the complete header block they go out with, as flat `[name, value, …]` lists
 * built once (for 200 and for 304), written with one `writeHead` + `end` per request. On the catalogue's
 * hot path Fastify's reply path (its header object merged into Node's, each header set and validated
 * again) cost more than the answer itself (docs/benchmarks.md). Node still validates the list as it
 * writes it, as it does for any answer. Only the request id changes per request: it keeps its slot.
 */
export class PreparedJsonAnswer {
  private readonly ok: OutgoingHttpHeader[];
  private readonly notModified: OutgoingHttpHeader[];
  private readonly requestIdSlot: number;

  /** `headers` in the order they are to be written; content-length is added. */
  constructor(
    headers: Record<string, OutgoingHttpHeader | undefined>,
    private readonly answer: { json: Buffer; etag: string },
  ) {
    // As Fastify's reply keeps them: by lower-case name, a later value replacing an earlier in its place.
    const byName: Record<string, OutgoingHttpHeader> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) byName[name.toLowerCase()] = value;
    delete byName['content-length'];
    const flat = Object.entries(byName).flat(); // one level: a header's list of values stays a list
    const idAt = Object.keys(byName).indexOf(requestIdHeader);
    this.requestIdSlot = idAt >= 0 ? 2 * idAt + 1 : -1;
    // Like Fastify: a 304 carries every header of the 200 but the body's length.
    this.notModified = flat;
    this.ok = [...flat, 'content-length', String(answer.json.length)];
  }

  /** Writes the answer (or a bodiless 304 when the client has it); gives the status sent. */
  write(res: ServerResponse, requestId: string, ifNoneMatch: string | string[] | undefined): number {
    const notModified = ifNoneMatchHits(ifNoneMatch, this.answer.etag);
    const headers = (notModified ? this.notModified : this.ok).slice();
    if (this.requestIdSlot > 0) headers[this.requestIdSlot] = requestId;
    if (notModified) res.writeHead(304, headers).end();
    else res.writeHead(200, headers).end(this.answer.json);
    return notModified ? 304 : 200;
  }
}
