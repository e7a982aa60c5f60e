-- Orders and revenue per quarter hour (UTC) of placing, kept by the database itself as orders are
-- written: the admin overview reads a few rows per day asked for, however many orders there are, and
-- the unfiltered All Orders list takes its total from here instead of counting the orders table.
-- Quarter hours, not hours or days, so that a day of any time zone (+05:30, +05:45, -09:30 …) is a
-- whole number of buckets. One row per bucket, a column per status, so a status change moves counts
-- within one row.
CREATE TABLE "order_stats" (
  "bucket" timestamp with time zone PRIMARY KEY,
  "placed" integer DEFAULT 0 NOT NULL,
  "paid" integer DEFAULT 0 NOT NULL,
  "shipped" integer DEFAULT 0 NOT NULL,
  "cancelled" integer DEFAULT 0 NOT NULL,
  -- Paid and shipped orders' totals, in cents.
  "revenue_cents" bigint DEFAULT 0 NOT NULL
) WITH (fillfactor = 50); -- room on each page for the next version of a row (HOT updates, no index entry)
--> statement-breakpoint
-- The quarter hour (UTC) an instant falls in.
CREATE FUNCTION order_stats_bucket(at timestamp with time zone)
RETURNS timestamp with time zone LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, timestamp with time zone '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- An order's total in cents (the sum of its lines, written by placement): the one place the stats
-- read it from.
CREATE FUNCTION order_revenue_cents(o orders)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT o.total_cents
$$;
--> statement-breakpoint
-- Adds `n` orders (-1 takes one away) in `status`, of `amount` cents each, to the bucket of `at`.
CREATE FUNCTION order_stats_add(at timestamp with time zone, status text, n integer, amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_stats AS s (bucket, placed, paid, shipped, cancelled, revenue_cents)
  VALUES (
    order_stats_bucket(at),
    CASE WHEN status = 'placed' THEN n ELSE 0 END,
    CASE WHEN status = 'paid' THEN n ELSE 0 END,
    CASE WHEN status = 'shipped' THEN n ELSE 0 END,
    CASE WHEN status = 'cancelled' THEN n ELSE 0 END,
    CASE WHEN status IN ('paid', 'shipped') THEN n * amount ELSE 0 END
  )
  ON CONFLICT (bucket) DO UPDATE SET
    placed = s.placed + excluded.placed,
    paid = s.paid + excluded.paid,
    shipped = s.shipped + excluded.shipped,
    cancelled = s.cancelled + excluded.cancelled,
    revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;
--> statement-breakpoint
CREATE FUNCTION order_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_stats_add(OLD.created_at, OLD.status, -1, order_revenue_cents(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_stats_add(NEW.created_at, NEW.status, 1, order_revenue_cents(NEW));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: every order placed in one quarter hour updates the same row, and its lock is
-- then held only while the transaction commits, not from the order's INSERT on. An update that leaves
-- the counted values alone (payment intent, tracking number …) does not touch the row at all.
CREATE CONSTRAINT TRIGGER "orders_stats_on_insert_delete" AFTER INSERT OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_stats_track();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_stats_on_update" AFTER UPDATE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR order_revenue_cents(OLD) IS DISTINCT FROM order_revenue_cents(NEW)
)
EXECUTE FUNCTION order_stats_track();
--> statement-breakpoint
-- The orders already there (the trigger above holds off writes to orders until this commits).
INSERT INTO order_stats (bucket, placed, paid, shipped, cancelled, revenue_cents)
SELECT
  order_stats_bucket(o.created_at),
  count(*) FILTER (WHERE o.status = 'placed'),
  count(*) FILTER (WHERE o.status = 'paid'),
  count(*) FILTER (WHERE o.status = 'shipped'),
  count(*) FILTER (WHERE o.status = 'cancelled'),
  coalesce(sum(order_revenue_cents(o)) FILTER (WHERE o.status IN ('paid', 'shipped')), 0)
FROM orders o
GROUP BY 1;
