import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline: a bare `node:http` server answering GET /parts with the very bytes the API answered.
 * No framework, no database: the ceiling a Node process can reach. By default it sends only the
 * necessary headers; with HEADERS_FILE it also sends the API's own (security, CORS) headers, to show
 * how much of the gap is the cost of writing those rather than the framework.
 */
const body = readFileSync(process.env.CATALOGUE_FILE as string);
const extraHeaders: Record<string, string> = process.env.HEADERS_FILE
  ? JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8'))
  : {};
const headers = {
  'content-type': 'application/json; charset=utf-8',
  ...extraHeaders,
  'content-length': String(body.length),
};

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/parts') {
    res.writeHead(200, headers).end(body);
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
