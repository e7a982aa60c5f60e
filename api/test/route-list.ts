import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const treeDrawing = /^[│├└─\s]*/;

/**
 * Every route the running app answers, as "METHOD /path", read from Fastify's router (so routes added
 * outside Nest controllers count too). Fastify prints one radix tree per method; a route's path is the
 * concatenation of the labels from the root down to its node. HEAD and OPTIONS are Fastify's own.
 */
export function listRoutes(app: NestFastifyApplication): string[] {
  const fastify = app.getHttpAdapter().getInstance();
  const routes = new Set<string>();
  for (const method of methods) {
    const prefixes: string[] = [];
    for (const line of fastify.printRoutes({ method }).split('\n')) {
      const indent = treeDrawing.exec(line)![0].length;
      if (indent === line.length) continue;
      const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(indent))!;
      const depth = indent / 4;
      prefixes[depth] = (prefixes[depth - 1] ?? '') + match[1];
      prefixes.length = depth + 1;
      if (match[2]?.split(', ').includes(method)) routes.add(`${method} ${prefixes[depth]}`);
    }
  }
  return [...routes].sort();
}

/** Parameter names do not matter for identity: `/x/:id` and `/x/:email` are the same route. */
export const routeKey = (route: string) => route.replace(/:[^/]+/g, ':param');
