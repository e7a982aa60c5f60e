/**
 * A warning that repeats while its cause lasts (a remote down for an hour) is written once a minute,
 * with how many times it happened meanwhile, instead of once per request.
 */
export function warnAtMostOnceAMinute(write: (line: string) => void = (line) => console.warn(line), now = Date.now) {
  let last = -Infinity;
  let unsaid = 0;
  return (message: string) => {
    const time = now();
    if (time - last < 60_000) {
      unsaid += 1;
      return;
    }
    write(unsaid ? `${message} (and ${unsaid} more since the last warning)` : message);
    last = time;
    unsaid = 0;
  };
}
