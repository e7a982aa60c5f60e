CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"idempotency_key" text NOT NULL,
	"last_error" text,
	"receipt_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payment_intents_amount_check" CHECK ("sandbox_payment_intents"."amount_cents" > 0),
	CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_payment_method', 'succeeded'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_order_idx" ON "sandbox_payment_intents" USING btree ("order_id");