import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work a request queues to run after its answer is sent, so the answer takes the same time whatever
 * the work finds (a reset request for an address with or without an account). Held in memory: work
 * lost in a crash is a mail the person asks for again. Shutdown waits for what is under way.
 */
@Injectable()
export class AfterAnswer implements OnApplicationShutdown {
  private readonly logger = new Logger(AfterAnswer.name);
  private readonly pending = new Set<Promise<void>>();

  run(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: Error) => this.logger.error(`${what} failed: ${error.message}`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }
}
