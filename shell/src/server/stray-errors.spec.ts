import { keepServingThroughStrayErrors } from './stray-errors';

describe('keepServingThroughStrayErrors', () => {
  function guarded() {
    const listeners = new Map<string, (error: unknown) => void>();
    const warnings: string[] = [];
    keepServingThroughStrayErrors(
      (message) => warnings.push(message),
      (event, listener) => listeners.set(event, listener),
    );
    return { listeners, warnings };
  }

  it('writes an exception no handler caught, with its stack, instead of letting it end the process', () => {
    const { listeners, warnings } = guarded();
    const error = new Error('boom in a remote timer');
    listeners.get('uncaughtException')!(error);
    expect(warnings).toEqual([`[render] an error escaped every handler: ${error.stack}`]);
  });

  it('writes a rejection nobody waited for, whatever was thrown', () => {
    const { listeners, warnings } = guarded();
    listeners.get('unhandledRejection')!('a string');
    expect(warnings).toEqual(['[render] a promise failed with nobody waiting for it: a string']);
  });
});
