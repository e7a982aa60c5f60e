-- Core Web Vitals of sampled real visits (docs/front-end-performance.md): one row per visit, the page as its route pattern
-- (`/purchase/:id`) and the metrics it reported; nothing about the visitor (no account, no address).
-- The admin overview reads the last 7 days; the API deletes rows older than 8 days as it writes new
-- ones (web-vitals.repository.ts), so the table holds about a week of beacons whatever the traffic.
CREATE TABLE "web_vital_visits" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "page" text NOT NULL,
  "lcp_ms" double precision,
  "inp_ms" double precision,
  "cls" double precision,
  "connection" text,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "web_vital_visits_some_metric" CHECK ("lcp_ms" IS NOT NULL OR "inp_ms" IS NOT NULL OR "cls" IS NOT NULL)
);
--> statement-breakpoint
-- The overview's window and the sweep both select by age.
CREATE INDEX "web_vital_visits_recorded_at_idx" ON "web_vital_visits" ("recorded_at");
