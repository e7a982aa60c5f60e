import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: the checkout asks the API for shipping methods
 * and a quote when the buyer pauses typing a new address, not at every key.
 */
export function useDebouncedValue<T>(value: T, delay: number, same: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay, same]);
  return settled;
}
