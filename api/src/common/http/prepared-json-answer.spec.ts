import type { ServerResponse } from 'node:http';
import { PreparedJsonAnswer } from './prepared-json-answer';

/** A response that records what was written to it. */
function recordingResponse() {
  const written: { status?: number; headers?: unknown[]; body?: unknown } = {};
  const res = { writeHead: jest.fn(), end: jest.fn() };
  res.writeHead.mockImplementation((status: number, headers: unknown[]) => {
    Object.assign(written, { status, headers });
    return res;
  });
  res.end.mockImplementation((body?: unknown) => {
    Object.assign(written, { body });
    return res;
  });
  return { res: res as unknown as ServerResponse, written };
}

describe('PreparedJsonAnswer', () => {
  const answer = { json: Buffer.from('[1,2]'), etag: '"abc"' };
  const prepared = new PreparedJsonAnswer(
    {
      vary: 'Origin',
      'x-request-id': 'the-first-id',
      'cache-control': 'no-store',
      'X-Total-Count': '2',
      'Cache-Control': 'public, no-cache', // the route's value, in the security header's place
      'content-length': '999', // computed from the bytes instead
      link: undefined,
    },
    answer,
  );

  it('writes the header block once, lower-case names in their first place, the request id of this request', () => {
    const { res, written } = recordingResponse();
    expect(prepared.write(res, 'id-2', undefined)).toBe(200);
    expect(written).toEqual({
      status: 200,
      headers: [
        'vary',
        'Origin',
        'x-request-id',
        'id-2',
        'cache-control',
        'public, no-cache',
        'x-total-count',
        '2',
        'content-length',
        '5',
      ],
      body: answer.json,
    });
    expect(res.writeHead).toHaveBeenCalledTimes(1);
    expect(res.end).toHaveBeenCalledTimes(1);
  });

  it('answers a client that has the bytes with a bodiless 304 carrying the same headers but the length', () => {
    const { res, written } = recordingResponse();
    expect(prepared.write(res, 'id-3', 'W/"abc"')).toBe(304);
    expect(written.status).toBe(304);
    expect(written.headers).toEqual([
      'vary',
      'Origin',
      'x-request-id',
      'id-3',
      'cache-control',
      'public, no-cache',
      'x-total-count',
      '2',
    ]);
    expect(written.body).toBeUndefined();
  });

  it('never changes its prepared block between requests', () => {
    const first = recordingResponse();
    const second = recordingResponse();
    prepared.write(first.res, 'a', undefined);
    prepared.write(second.res, 'b', undefined);
    expect(first.written.headers![3]).toBe('a');
    expect(second.written.headers![3]).toBe('b');
  });
});
