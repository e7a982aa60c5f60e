import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { insertPart, placeOrder } from './catalogue-fixtures';
import { snapshotDatabase } from './database-snapshot';
import { failedSeeds, failedSeedsFile, keepFailedSeed, runSeed } from './fuzz/failed-seeds';
import { badValueFor, hostilePathSegment, hostileQuery, hostileRawBody } from './fuzz/hostile-values';
import { FuzzedRoute, FuzzFixtures, hasParam, writeRoutes } from './fuzz/write-routes';
import { listRoutes, routeKey } from './route-list';
import { createTestApp, TestApp } from './test-app';

/**
 * Property-based fuzzing of every write route (docs/architecture.md#54-input): FUZZ_RUNS (default 300) generated
 * bad requests per route — one field of a valid body broken, a body that is no JSON object, a path
 * parameter naming nothing, each with or without a hostile query string — sent in-process with Fastify's
 * `inject`. Each must be answered 4xx with a readable message, never 5xx, and the database must be as it
 * was before the route's run (row counts, stock and ordered units).
 *
 * A fixed number of runs per route per push, from a new seed each run (printed; FUZZ_SEED replays one):
 * successive pushes cover new inputs. A seed that fails is written to test/fuzz/failed-seeds.json, and
 * every seed there is replayed on every run before the new one (commit the file with the fix).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 300);
const seed = runSeed();

interface BadRequest {
  path: string;
  query: string | null;
  payload?: string;
  contentType?: string;
}

function badRequests(route: FuzzedRoute, fx: FuzzFixtures): fc.Arbitrary<BadRequest> {
  const choices: fc.Arbitrary<Omit<BadRequest, 'query'>>[] = [];
  const body = route.body;
  if (body) {
    const valid = body.valid(fx);
    for (const field of Object.keys(body.schema.shape)) {
      choices.push(
        badValueFor(body.schema.shape[field]).map((bad) => ({
          path: route.path(fx),
          payload: JSON.stringify({ ...valid, [field]: bad }),
          contentType: 'application/json',
        })),
      );
    }
  }
  if (hasParam(route)) {
    const validBody = body ? JSON.stringify(body.valid(fx)) : undefined;
    choices.push(
      hostilePathSegment(route.badParam).map((segment) => ({
        path: route.path(fx, segment),
        ...(validBody ? { payload: validBody, contentType: 'application/json' } : {}),
      })),
    );
  }
  // A body that is no JSON object: only "bad" where the route reads a body; elsewhere it must not matter.
  if (body || !hasParam(route)) {
    choices.push(hostileRawBody.map(({ payload, type }) => ({ path: route.path(fx), payload, contentType: type })));
  }
  return fc
    .record({ request: fc.oneof(...choices), query: fc.option(hostileQuery) })
    .map(({ request, query }) => ({ ...request, query }));
}

describe('fuzzing every write route with bad input', () => {
  let t: TestApp;
  let fx: FuzzFixtures;

  beforeAll(async () => {
    console.info(`Fuzzing with seed ${seed}, ${runs} runs per route (FUZZ_SEED=${seed} replays this run).`);
    // Limits high enough that the fuzzing tests the input, not the rate limit.
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_VITALS_LIMIT_PER_MINUTE: '100000',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 50 });
    fx = {
      partId: part.id,
      orderId: await placeOrder(t, 'customerA', part.id, 2),
      email: {
        admin: t.accounts.admin.email,
        customerA: t.accounts.customerA.email,
        customerB: t.accounts.customerB.email,
      },
    };
  });
  afterAll(() => t.close());

  it('lists every write route the app serves', () => {
    const served = listRoutes(t.app).filter((r) => !r.startsWith('GET '));
    expect(served.map(routeKey).sort()).toEqual(writeRoutes.map((r) => routeKey(r.route)).sort());
  });

  it.each(writeRoutes.map((r) => [r.route, r] as const))(
    '%s: every bad input is a 4xx with a message and changes nothing',
    async (_name, route) => {
      const fastify = t.app.getHttpAdapter().getInstance();
      const [method] = route.route.split(' ') as [InjectOptions['method']];
      const headers = route.as === 'anonymous' ? {} : { authorization: `Bearer ${t.tokens[route.as]}` };
      const before = await snapshotDatabase(t.db);
      const takesInput = Boolean(route.body || route.rawBody) || hasParam(route);

      const property = fc.asyncProperty(badRequests(route, fx), async (bad) => {
        const res = await fastify.inject({
          method,
          url: bad.query ? `${bad.path}?${bad.query}` : bad.path,
          headers: { ...headers, ...(bad.contentType ? { 'content-type': bad.contentType } : {}) },
          ...(bad.payload !== undefined ? { payload: bad.payload } : {}),
        });
        if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body}`);
        if (!takesInput) return; // a route that reads no input: junk beside it must just not hurt
        if (res.statusCode < 400) throw new Error(`accepted with ${res.statusCode}: ${res.body}`);
        const message = (res.json() as { message?: unknown }).message;
        if (typeof message !== 'string' || message.trim() === '') throw new Error(`no message: ${res.body}`);
      });
      const key = routeKey(route.route);
      for (const kept of failedSeeds().filter((f) => f.route === key)) {
        await fc.assert(property, { numRuns: runs, seed: kept.seed });
      }
      try {
        await fc.assert(property, { numRuns: runs, seed });
      } catch (error) {
        keepFailedSeed({ route: key, seed });
        const kept = `Seed ${seed} failed ${key}; kept in ${failedSeedsFile} to replay on every run.`;
        throw new Error(`${kept}\n${(error as Error).message}`, { cause: error });
      }

      expect(await snapshotDatabase(t.db)).toEqual(before);
    },
  );
});
