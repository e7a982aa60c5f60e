-- A cart holds at most 100 lines (`maxCartLines` in the contracts), also when two tabs add new lines
-- at once with single statements that do not read the cart first. Each new line waits for the cart's
-- row (every change of a cart locks it), then counts the lines with a snapshot taken after the lock:
-- it sees every line committed before it, so the line past the limit is refused, whichever came last.
CREATE FUNCTION cart_lines_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM carts WHERE id = NEW.cart_id FOR NO KEY UPDATE;
  IF (SELECT count(*) FROM cart_lines WHERE cart_id = NEW.cart_id) > 100 THEN
    RAISE EXCEPTION 'A cart holds at most 100 lines.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cart_lines_limit';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_limit" AFTER INSERT ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION cart_lines_limit();
