-- A part's quality grade (OEM, Premium, Standard, Refurbished). Parts made before it have none: null
-- says "not stated", which is what they were.
ALTER TABLE "parts" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_grade_check" CHECK ("parts"."grade" is null or "parts"."grade" in ('OEM', 'Premium', 'Standard', 'Refurbished'));--> statement-breakpoint
CREATE INDEX "parts_grade_idx" ON "parts" USING btree ("grade");--> statement-breakpoint
-- Days of warranty a part is sold with. Parts made before it get the shop's default warranty (the
-- configuration's default, 90 days): the policy they were sold under.
ALTER TABLE "parts" ADD COLUMN "warranty_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_warranty_days_check" CHECK ("parts"."warranty_days" between 0 and 3650);--> statement-breakpoint
-- Below how many units the admin's low-stock list shows the part; null (every existing part) means the
-- shop's configured default.
ALTER TABLE "parts" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_low_stock_threshold_check" CHECK ("parts"."low_stock_threshold" is null or "parts"."low_stock_threshold" >= 0);
