import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailContent } from './mail-templates';

/**
 * Sends mail over SMTP (`SMTP_URL`). A mail that cannot be sent is logged and reported as `false`,
 * never thrown: a sign-up or reset request must not fail because the mail server is down.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = nodemailer.createTransport(
      {
        url: config.mail.smtpUrl,
        // Short timeouts: a hanging mail server must not pile up pending sends.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      { from: config.mail.from },
    );
  }

  async send(to: string, content: MailContent): Promise<boolean> {
    try {
      await this.transport.sendMail({ to, subject: content.subject, text: content.text, html: content.html });
      return true;
    } catch (error) {
      this.logger.error(
        `Could not send "${content.subject}" to ${to}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /**
   * Starts sending without making the caller wait: the request answers at once (and in the same time
   * whether or not a mail goes out, so timing does not reveal which emails have accounts).
   */
  sendInBackground(to: string, content: MailContent): void {
    void this.send(to, content);
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
