/**
 * At most `limit` password derivations at once; the rest wait their turn in order. scrypt runs on
 * libuv's small thread pool (4 threads by default), which the PostgreSQL driver also needs to open a
 * connection (its SCRAM login derives a key there too): a burst of sign-ups that took every thread
 * left new connections waiting until the pool gave up (503s). Two at a time also bounds the memory
 * scrypt takes (128 MiB each at the production cost).
 */
export class DerivationGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The finished slot passes straight to the next in line (running stays the same), else frees up.
      if (next) next();
      else this.running--;
    }
  }
}
