import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { jsonLogLines } from '../../../test/json-log-lines';
import { openTestDatabase } from '../../../test/test-database';

// Every line the API logs — Fastify's request lines and Nest's messages — has one JSON shape, and
// lines written while a request is handled carry its id (the proxy's X-Request-Id, or a new one).
describe('JSON logs with a request id', () => {
  const { stream, lines } = jsonLogLines();
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    // Mail goes to a port nobody listens on: the outbox run that sign-up starts logs the failed send.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Only the run sign-up asks for may send (no timed run in between, which belongs to no request).
      MAIL_WORKER_SECONDS: '60',
    });
    app = await createApp(config, await openTestDatabase(), stream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close()); // closes the database too

  it("keeps the proxy's request id, answers it, and logs the request under it in one line", async () => {
    const res = await fetch(`${url}/health?probe=1`, { headers: { 'X-Request-Id': 'proxy-id-7f3a' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-id-7f3a');
    const mine = lines.filter((l) => l.request_id === 'proxy-id-7f3a');
    // One line per request (not Fastify's two), with what both said: the request, the answer, the time.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { method: 'GET', url: '/health?probe=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(mine[0].responseTime).toEqual(expect.any(Number));
  });

  it('logs a request the API refuses in the same one line, with its status', async () => {
    const res = await fetch(`${url}/no-such-route`, { headers: { 'X-Request-Id': 'missing-route-1' } });
    expect(res.status).toBe(404);
    const mine = lines.filter((l) => l.request_id === 'missing-route-1' && l.msg === 'request completed');
    expect(mine).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
  });

  it('makes a request id when there is none or it is not one', async () => {
    for (const given of [undefined, 'x'.repeat(200), 'two words']) {
      const res = await fetch(`${url}/health`, { headers: given ? { 'X-Request-Id': given } : {} });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("writes Nest's own messages in the same shape, with the id of the request they belong to", async () => {
    await new Promise((r) => setTimeout(r, 1000)); // the outbox's start-up run (empty queue) is over
    const res = await fetch(`${url}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'signup-req-1' },
      body: JSON.stringify({ email: 'logs@test.example', password: 'Secret#123', name: 'Log Reader' }),
    });
    expect(res.status).toBeLessThan(500);
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.context === 'MailOutbox') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // The outbox run the sign-up asked for (it queued the verification mail) logs under that request's id.
    const mail = lines.find((l) => l.context === 'MailOutbox');
    expect(mail).toMatchObject({ level: 'warn', request_id: 'signup-req-1', service: 'api' });

    for (const line of lines) {
      expect(Object.keys(line)).toEqual(expect.arrayContaining(['level', 'time', 'service', 'hostname', 'pid', 'msg']));
      expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).toContain(line.level);
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
    }
  });
});
