import { databaseCause } from './pg-errors';

describe('databaseCause (what an error log says under "Failed query")', () => {
  it('gives the driver’s code and message of a wrapped error', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const wrapped = new Error('Failed query: insert into "rate_limit_hits" …', { cause: driver });
    expect(databaseCause(wrapped)).toBe('23505: duplicate key value violates unique constraint');
  });

  it('gives a connection time-out, which has no code', () => {
    const wrapped = new Error('Failed query: …', {
      cause: new Error('Connection terminated due to connection timeout'),
    });
    expect(databaseCause(wrapped)).toBe('Connection terminated due to connection timeout');
  });

  it('says nothing for an error without a cause', () => expect(databaseCause(new Error('plain'))).toBeUndefined());
});
