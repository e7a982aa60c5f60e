import { classifyDatabaseError } from './pg-errors';

describe('classifyDatabaseError', () => {
  it.each([
    [{ code: '22021' }, 'badInput'], // invalid byte sequence (a NUL in text)
    [{ code: '22003' }, 'badInput'], // numeric value out of range
    [{ message: 'wrapped', cause: { code: '22P02' } }, 'badInput'],
    [{ code: '57014' }, 'unavailable'], // statement time-out
    [{ code: '57P01' }, 'unavailable'], // server shutting down
    [{ code: '08006' }, 'unavailable'],
    [{ code: 'ECONNREFUSED' }, 'unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'unavailable'],
    [new Error('Query read timeout'), 'unavailable'],
    [new Error('Connection terminated unexpectedly'), 'unavailable'],
    [{ code: '23505' }, null], // unique violation: the service decides
    [new Error('anything else'), null],
  ])('%j → %s', (error, expected) => {
    expect(classifyDatabaseError(error)).toBe(expected);
  });
});
