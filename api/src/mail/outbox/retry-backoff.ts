/**
 * How long the outbox waits before trying a mail again after its `attempts`-th failure: doubling from
 * `baseSeconds` (1×, 2×, 4×, …) up to `maxSeconds`, so a mail server that is down for a minute is
 * retried within seconds of coming back, and one that is down for a day is not hammered.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows to Infinity long before Math.min would see it: cap the exponent first.
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(exponent, 40));
}
