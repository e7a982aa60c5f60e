-- Back in stock (docs/product.md#16-back-in-stock): a buyer's request to be mailed once when a part can
-- be ordered again.
-- A request is waiting until the sweep mails it (notified_at set in the same transaction as the mail
-- is queued); withdrawing deletes it. Deleting the part or the account deletes its requests.
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One waiting request per buyer and part: a second "Notify me" is refused, two at once cannot both land.
CREATE UNIQUE INDEX "stock_alerts_waiting_unique_idx" ON "stock_alerts" USING btree ("user_id","part_id") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- The sweep and the admin's counts read the waiting requests of a part.
CREATE INDEX "stock_alerts_waiting_part_idx" ON "stock_alerts" USING btree ("part_id","created_at") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- A buyer's list on the account page, newest first.
CREATE INDEX "stock_alerts_user_created_idx" ON "stock_alerts" USING btree ("user_id","created_at","id");
