/**
 * A background job's timing on one replica: a run every `everyMs`, a run shortly after `soon()` (a burst
 * of requests makes one run), never two at once (a request during a run makes it run once more), and
 * `stop()` waits for the run under way. The timers only say "look now": what is due, and which replica
 * does it, is the database's decision (the outbox's and the back-in-stock sweep's claims).
 */
export class RecurringRun {
  private timer: NodeJS.Timeout | undefined;
  private soonTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** `run` must not throw: it logs its own failure, and the next run tries again. */
  constructor(
    private readonly run: () => Promise<void>,
    private readonly timing: { everyMs: number; soonMs: number },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), this.timing.everyMs);
    this.timer.unref();
  }

  soon(): void {
    if (this.stopped || this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      this.tick();
    }, this.timing.soonMs);
    this.soonTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
    await this.running;
  }

  private tick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.tick();
      }
    });
  }
}
