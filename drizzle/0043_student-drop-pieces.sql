-- One student's rows of the `drop_pieces` view (0027) for a product of a drop, summed: what the
-- per-student limit counts (ADR 019), read from the student's own orders and payments. Asked of
-- the view, PostgreSQL scanned every item of the product in the drop and looked for the student's
-- order beside each: a drop's items did not exist when the table's statistics were last taken, so
-- it took them for one row. At an opening that is every piece sold so far, for each addition and
-- placement (bench/README.md, "A student's pieces"). OFFSET 0 keeps the drop's and the product's
-- conditions out of the inner queries, so they can only start from the student (a few orders).
-- Keep it in step with the view.
CREATE OR REPLACE FUNCTION shop_student_drop_pieces(
  p_user_id integer,
  p_drop_id integer,
  p_product_id integer,
  p_except_payment integer
) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- PL/pgSQL keeps this query's plan per connection (an SQL function would plan it every call).
  RETURN (
    SELECT coalesce(sum(mine.quantity), 0) FROM (
      SELECT i.quantity, i.drop_id, i.product_id, i.step
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.user_id = p_user_id
      OFFSET 0
    ) mine
    WHERE mine.drop_id = p_drop_id AND mine.product_id = p_product_id AND mine.step <> 'cancelled'
  )::integer + (
    SELECT coalesce(sum(held.quantity), 0) FROM (
      SELECT h.quantity, c.drop_id, c.product_id, p.id AS payment_id
      FROM payments p
      JOIN stock_holds h ON h.payment_id = p.id AND h.state = 'held'
      JOIN drop_stock c ON c.id = h.drop_stock_id
      WHERE p.user_id = p_user_id
      OFFSET 0
    ) held
    WHERE held.drop_id = p_drop_id AND held.product_id = p_product_id
      AND (p_except_payment IS NULL OR held.payment_id IS DISTINCT FROM p_except_payment)
  )::integer;
END
$$;
--> statement-breakpoint
-- The limit's count under the student's buyer lock (0041), now through the function above.
CREATE OR REPLACE FUNCTION shop_locked_drop_pieces(
  p_lock_space integer,
  p_lock_key integer,
  p_user_id integer,
  p_drop_id integer,
  p_product_id integer,
  p_except_payment integer
) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_space, p_lock_key);
  RETURN shop_student_drop_pieces(p_user_id, p_drop_id, p_product_id, p_except_payment);
END
$$;
