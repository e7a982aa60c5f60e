-- Queued mails store what to send (a template and its data) and are rendered when sent. Rows queued
-- before this migration keep their rendered subject and bodies and are sent as they are.
ALTER TABLE "outbox_mails" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "template_data" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_content_check" CHECK ("outbox_mails"."status" = 'sent' or ("outbox_mails"."template" is not null and "outbox_mails"."template_data" is not null) or ("outbox_mails"."template" is null and "outbox_mails"."subject" is not null and "outbox_mails"."text_body" is not null and "outbox_mails"."html_body" is not null));
