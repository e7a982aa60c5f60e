import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailContent } from './mail-templates';

/**
 * Hands one mail to the SMTP server (`SMTP_URL`); throws when it is not accepted. Only the outbox
 * worker calls it: everything else queues mail with `MailOutbox.enqueue`, so no mail is lost when the
 * server is down.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly messageIdDomain: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = nodemailer.createTransport(
      {
        url: config.mail.smtpUrl,
        // Short timeouts: a hanging mail server must not hold a worker (and its lease) for long.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      { from: config.mail.from },
    );
    this.messageIdDomain = /@([^>\s]+)/.exec(config.mail.from)?.[1] ?? 'phoneparts.mail';
  }

  /**
   * `mailId` (the outbox row) becomes the Message-ID, the same on every attempt: should a mail be
   * sent twice (accepted, then the worker died before noting it), mail systems see one message.
   */
  async send(to: string, content: MailContent, mailId: string): Promise<void> {
    await this.transport.sendMail({
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: `<${mailId}@${this.messageIdDomain}>`,
    });
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
