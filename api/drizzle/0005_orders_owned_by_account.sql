ALTER TABLE "orders" ADD COLUMN "account_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Orders belong to an account id from now on. Give each order without one to the account that had its
-- email when the order was placed (an account created later with a reused email is not its owner) …
UPDATE "orders" SET "user_id" = "users"."id" FROM "users" WHERE "orders"."user_id" IS NULL AND "users"."email" = "orders"."email" AND "users"."created_at" <= "orders"."created_at";--> statement-breakpoint
-- … and mark the rest: their account was deleted, they stay only for the shop's books.
UPDATE "orders" SET "account_deleted_at" = now() WHERE "user_id" IS NULL AND "account_deleted_at" IS NULL;
