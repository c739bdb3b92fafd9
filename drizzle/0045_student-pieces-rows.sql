-- One student's rows of the `drop_pieces` view (0027): their order items in a drop (not
-- cancelled) and what their online payments in progress hold, read from the student's own orders
-- and payments. The view, asked for one student, may start from a drop's items (a new drop's
-- items are not in the statistics) and walk every piece sold so far (ADR 026, "Update
-- (2026-11-30)"). Each inner query is fenced (OFFSET 0) and joined LATERAL so that only the
-- student's ids reach it: the plan cannot start anywhere else. Keep it in step with the view.
CREATE OR REPLACE FUNCTION shop_student_pieces(p_user_id integer)
RETURNS TABLE (drop_id integer, product_id integer, payment_id integer, quantity integer)
-- An SQL function of one SELECT, STABLE: PostgreSQL writes it into the query that reads it
-- (planned once with that query), rather than calling it and gathering its rows for each call.
LANGUAGE sql STABLE AS $$
  SELECT item.drop_id, item.product_id, NULL::integer, item.quantity
  FROM (SELECT o.id FROM orders o WHERE o.user_id = p_user_id OFFSET 0) mine
  CROSS JOIN LATERAL (
    SELECT i.drop_id, i.product_id, i.quantity, i.step FROM order_items i
    WHERE i.order_id = mine.id OFFSET 0
  ) item
  WHERE item.drop_id IS NOT NULL AND item.step <> 'cancelled'
  UNION ALL
  SELECT c.drop_id, c.product_id, paying.id, hold.quantity
  FROM (SELECT pay.id FROM payments pay WHERE pay.user_id = p_user_id OFFSET 0) paying
  CROSS JOIN LATERAL (
    SELECT h.quantity, h.drop_stock_id, h.state FROM stock_holds h
    WHERE h.payment_id = paying.id OFFSET 0
  ) hold
  JOIN drop_stock c ON c.id = hold.drop_stock_id
  WHERE hold.state = 'held'
$$;
--> statement-breakpoint
-- The limit's count of one product (0043), over the rows above.
CREATE OR REPLACE FUNCTION shop_student_drop_pieces(
  p_user_id integer,
  p_drop_id integer,
  p_product_id integer,
  p_except_payment integer
) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(sum(s.quantity), 0)::integer FROM shop_student_pieces(p_user_id) s
    WHERE s.drop_id = p_drop_id AND s.product_id = p_product_id
      AND (p_except_payment IS NULL OR s.payment_id IS DISTINCT FROM p_except_payment)
  );
END
$$;
