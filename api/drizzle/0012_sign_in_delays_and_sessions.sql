CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL,
	"refused" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE INDEX "sign_in_failures_forget_at_idx" ON "sign_in_failures" USING btree ("forget_at");
