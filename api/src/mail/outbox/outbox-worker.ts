import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { MailContent } from '../mail-templates';
import { MailService } from '../mail.service';
import { MailRenderers } from './mail-renderers';
import { OutboxMailRow, OutboxMailsRepository } from './outbox-mails.repository';
import { retryDelaySeconds } from './retry-backoff';

/**
 * Mails claimed at once, then sent one after the other in the order they were queued (a customer gets
 * "placed" before "paid" even when both waited out an SMTP outage).
 */
const batchSize = 5;
/**
 * How long a claim keeps other replicas off its mails: beyond a whole batch's worst case (MailService's
 * time-outs: 10 s to connect, 10 s for the greeting, 20 s of socket silence, per mail), so a live
 * worker never loses its claim mid-send; a crashed worker's mails are claimed again after it.
 */
const leaseSeconds = 300;
/** The longest wait between two attempts of one mail. */
const maxRetrySeconds = 3600;

/** What one drain did (logs, tests). */
export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox's due mails. Delivery is at-least-once made effectively-once:
 * - a mail is only ever written with its change (same transaction), so it exists iff the change does;
 * - each claim is exclusive (SKIP LOCKED + a lease), so two replicas never send the same row at once,
 *   and a row marked sent is never claimed again;
 * - a failed send is retried with back-off until it succeeds (or MAIL_MAX_ATTEMPTS is reached, then
 *   it stays in the table as `failed` with its last error, for the operator).
 * The residual window for a duplicate: the SMTP server accepted the mail but marking it sent failed
 * (the database went away, the process died in between) — the lease runs out and the mail is sent
 * again. Each attempt carries the same Message-ID (`<row id@…>`), so mail systems that deduplicate
 * by it show one mail. Losing a mail would need the SMTP server to drop one it accepted.
 */
@Injectable()
export class OutboxWorker {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mails: OutboxMailsRepository,
    private readonly mail: MailService,
    private readonly renderers: MailRenderers,
  ) {}

  /** Sends batch after batch until no due mail is left (or a batch had failures: the rest waits its turn). */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    for (;;) {
      const claimed = await this.mails.claimDue(batchSize, leaseSeconds);
      let sent = 0;
      let serverDown: string | null = null;
      for (const row of claimed) {
        // The server could not be reached for the last mail: the rest wait with it instead of each timing out.
        if (serverDown !== null) await this.recordFailure(row, serverDown);
        else {
          const error = await this.deliver(row);
          if (error === null) sent++;
          else if (!error.fromServer) serverDown = error.message;
        }
      }
      result.sent += sent;
      result.failed += claimed.length - sent;
      if (claimed.length < batchSize || sent < claimed.length) return result;
    }
  }

  /**
   * Null when the server accepted the mail; else the error, `fromServer` when the server answered (it
   * refused this mail, e.g. a 550 for the address) rather than could not be reached. A mail that cannot
   * be rendered counts as refused: it fails alone, the rest of the batch is still sent.
   */
  private async deliver(row: OutboxMailRow): Promise<{ message: string; fromServer: boolean } | null> {
    let content: MailContent;
    try {
      content = this.contentOf(row);
    } catch (error) {
      const message = `Could not render: ${error instanceof Error ? error.message : String(error)}`;
      await this.recordFailure(row, message);
      return { message, fromServer: true };
    }
    try {
      await this.mail.send(row.toAddress, content, row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.recordFailure(row, message);
      return { message, fromServer: typeof (error as { responseCode?: unknown }).responseCode === 'number' };
    }
    await this.mails.markSent(row.id, content.subject);
    return null;
  }

  /**
   * Renders the mail with its template as it is now; a row without a template was queued rendered
   * (before migration 0015, or by `enqueue` with `content`) and goes out as it is.
   */
  private contentOf(row: OutboxMailRow): MailContent {
    if (row.template !== null) return this.renderers.render(row.template, row.templateData);
    return { subject: row.subject ?? '', text: row.textBody ?? '', html: row.htmlBody ?? '' };
  }

  /** Schedules the next attempt with back-off, or gives the mail up after MAIL_MAX_ATTEMPTS. */
  private async recordFailure(row: OutboxMailRow, message: string): Promise<void> {
    const { maxAttempts, retryBaseSeconds } = this.config.mail;
    const retryIn =
      row.attempts >= maxAttempts ? null : retryDelaySeconds(row.attempts, retryBaseSeconds, maxRetrySeconds);
    await this.mails.markFailed(row, message, retryIn);
    const next = retryIn === null ? `gave up after ${row.attempts} attempts` : `next try in ${retryIn} s`;
    this.logger[retryIn === null ? 'error' : 'warn'](
      `Could not send ${row.kind} mail ${row.id} to ${row.toAddress} (${next}): ${message}`,
    );
  }
}
