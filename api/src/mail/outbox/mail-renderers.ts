import { Injectable } from '@nestjs/common';
import type { MailContent } from '../mail-templates';

/** Turns a queued mail's stored data (JSON, as `enqueue` got it) into the mail's words. */
export type MailRenderer = (data: unknown) => MailContent;

/**
 * The templates the outbox worker renders queued mails with, by name. Features register theirs when
 * they are built; rendering happens at send time, so a mail queued before a template changed goes out
 * in the template's words of the moment it is sent.
 */
@Injectable()
export class MailRenderers {
  private readonly renderers = new Map<string, MailRenderer>();

  /** Registers (or replaces) the renderer of `template`. */
  register(template: string, render: MailRenderer): void {
    this.renderers.set(template, render);
  }

  /** Throws for a template nobody registered: the worker records it as the mail's failed attempt. */
  render(template: string, data: unknown): MailContent {
    const render = this.renderers.get(template);
    if (!render) throw new Error(`No mail template named ${template}`);
    return render(data);
  }
}
