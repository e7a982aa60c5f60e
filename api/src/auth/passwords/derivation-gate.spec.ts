import { DerivationGate } from './derivation-gate';

describe('DerivationGate', () => {
  it('runs at most `limit` at once, the rest in order, and frees its slot after a failure', async () => {
    const gate = new DerivationGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        order.push(n);
        if (n === 1) throw new Error('scrypt failed');
        return n;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => job(n)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(order.slice(2)).toEqual([2, 3, 4, 5, 6, 7]);
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });
});
