-- Selling abroad: the buyer's address book, the admin's shipping methods and tax rates, the shop's
-- price basis and buyers' business details. New tables only: no existing row changes meaning.
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_country_check" CHECK ("addresses"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"countries" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"estimate" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_price_check" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_free_above_check" CHECK ("shipping_methods"."free_above_cents" is null or "shipping_methods"."free_above_cents" > 0),
	CONSTRAINT "shipping_methods_countries_check" CHECK (cardinality("shipping_methods"."countries") > 0)
);
--> statement-breakpoint
CREATE TABLE "buyer_tax_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"tax_id" text,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_tax_details_exempt_check" CHECK (not "buyer_tax_details"."tax_exempt" or "buyer_tax_details"."tax_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"rate_milli_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_place_unique" UNIQUE NULLS NOT DISTINCT("country","region"),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_milli_percent" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row_check" CHECK ("tax_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_tax_details" ADD CONSTRAINT "buyer_tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One default address per account; the address book lists a buyer's addresses oldest first.
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The shop starts with net prices (tax added at checkout): every price so far was charged without tax.
INSERT INTO "tax_settings" ("id", "prices_include_tax") VALUES (true, false);
