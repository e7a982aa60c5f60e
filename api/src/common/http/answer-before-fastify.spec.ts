import Fastify, { type FastifyInstance } from 'fastify';
import { answerBeforeFastify, type EarlyAnswer } from './answer-before-fastify';

describe('answerBeforeFastify', () => {
  let fastify: FastifyInstance;
  let url: string;
  const answer = jest.fn<ReturnType<EarlyAnswer>, Parameters<EarlyAnswer>>();

  beforeAll(async () => {
    fastify = Fastify();
    fastify.get('/*', async () => ({ by: 'fastify' }));
    answerBeforeFastify(fastify, answer);
    url = await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => fastify.close());
  beforeEach(() => answer.mockReset());

  it('answers what it takes, without Fastify', async () => {
    answer.mockImplementation((_request, response) => {
      response.writeHead(200, ['content-type', 'text/plain']).end('early');
      return true;
    });
    const res = await fetch(`${url}/x`);
    expect(await res.text()).toBe('early');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('leaves the rest to Fastify', async () => {
    answer.mockReturnValue(false);
    expect(await (await fetch(`${url}/y`)).json()).toEqual({ by: 'fastify' });
  });

  it('hands a request to Fastify when the answer throws before writing anything', async () => {
    answer.mockImplementation(() => {
      throw new Error('no answer');
    });
    expect(await (await fetch(`${url}/z`)).json()).toEqual({ by: 'fastify' });
  });
});
