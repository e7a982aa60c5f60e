CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_mails_status_check" CHECK ("outbox_mails"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_mails_pending_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."status" = 'pending';