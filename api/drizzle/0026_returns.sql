CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"number" text PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "credit_notes_return_id_unique" UNIQUE("return_id")
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"restock" boolean,
	"refund_cents" bigint,
	"refund_tax_cents" bigint,
	CONSTRAINT "order_return_lines_return_id_line_id_pk" PRIMARY KEY("return_id","line_id"),
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refund_cents" bigint,
	"refund_tax_cents" bigint,
	"refund_shipping_cents" bigint,
	"refund_claimed_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"credit_note_number" text,
	CONSTRAINT "order_returns_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason" in ('dead_on_arrival', 'wrong_part', 'damaged_in_transit', 'defective', 'no_longer_needed')),
	CONSTRAINT "order_returns_refund_check" CHECK ("order_returns"."refund_cents" >= 0 and "order_returns"."refund_tax_cents" >= 0 and "order_returns"."refund_shipping_cents" >= 0),
	CONSTRAINT "order_returns_refunded_check" CHECK ("order_returns"."status" <> 'refunded' or ("order_returns"."refund_id" is not null and "order_returns"."credit_note_number" is not null and "order_returns"."refund_cents" is not null))
);
--> statement-breakpoint
-- Every existing line gets its own id (the default is evaluated per row); unique before returns refer to it.
ALTER TABLE "order_lines" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_intent_id_sandbox_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."sandbox_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_number_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at","id");