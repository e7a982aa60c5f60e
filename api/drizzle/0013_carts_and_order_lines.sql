CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No foreign key on the part: a line whose part was deleted stays (flagged) until the buyer removes it.
CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"quantity" integer NOT NULL,
	"seen_unit_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_part_id_pk" PRIMARY KEY("cart_id","part_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"part_id" uuid,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_position_check" CHECK ("order_lines"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deleting a part sets its lines' part to null: this index finds them.
CREATE INDEX "order_lines_part_idx" ON "order_lines" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
-- Every existing order becomes a one-line order: its part, name, picture, price and quantity as sold.
INSERT INTO "order_lines" ("order_id", "position", "part_id", "name", "picture", "unit_price_cents", "quantity") SELECT "id", 1, "product_id", "name", "picture", "price_cents", "quantity" FROM "orders";--> statement-breakpoint
UPDATE "orders" SET "total_cents" = "price_cents"::bigint * "quantity";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET NOT NULL;--> statement-breakpoint
-- All Orders sorts by total: the stored total replaces the first line's price times its quantity.
DROP INDEX IF EXISTS "orders_total_idx";--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");
