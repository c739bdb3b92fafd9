-- A placed order's writes after its items, in one round trip (ADR 026): the placement's holds
-- consumed (all of p_hold_ids, or it answers null and writes nothing more: the caller rolls
-- back, the holds having expired and been given back), the coupon use settled,
-- the clubs' shares of its items recorded (ADR 023), its mails stored in the outbox, and, when
-- p_financial_year is given, its invoice number taken last (the series row stays locked until
-- the caller's transaction commits). Returns the outbox ids written.
CREATE OR REPLACE FUNCTION shop_finish_order(
  p_order_id integer,
  p_hold_ids integer[],
  p_placed_at timestamptz,
  p_now timestamptz,
  p_coupon_use_id integer,
  p_mails jsonb,
  p_financial_year text
) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  mail_ids integer[];
  consumed integer;
BEGIN
  IF p_hold_ids IS NOT NULL THEN
    UPDATE stock_holds SET state = 'consumed', settled_at = p_now
      WHERE id = ANY (p_hold_ids) AND state = 'held';
    GET DIAGNOSTICS consumed = ROW_COUNT;
    IF consumed <> cardinality(p_hold_ids) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF p_coupon_use_id IS NOT NULL THEN
    UPDATE coupon_uses SET state = 'used', order_id = p_order_id, settled_at = p_now
      WHERE id = p_coupon_use_id AND state = 'held';
  END IF;
  INSERT INTO club_ledger
    (club_id, kind, order_id, order_item_id, quantity, amount_paise, share_basis_points, share_paise, recorded_at)
  SELECT c.id, 'sale', oi.order_id, oi.id, oi.quantity, charged.paise, c.share_basis_points,
    ((charged.paise::bigint * c.share_basis_points) / 10000)::int, p_placed_at
  FROM order_items oi
  JOIN products p ON p.id = oi.product_id
  JOIN clubs c ON c.id = p.club_id
  CROSS JOIN LATERAL (SELECT oi.unit_price_paise * oi.quantity - oi.discount_paise AS paise) charged
  WHERE oi.order_id = p_order_id
  ON CONFLICT DO NOTHING;
  WITH written AS (
    INSERT INTO mail_outbox
      ("to", subject, text, html, reply_to, kind, status, created_at, next_attempt_at, dedupe_key)
    SELECT m.mail->>'to', m.mail->>'subject', m.mail->>'text', m.mail->>'html', m.mail->>'replyTo',
      m.mail->>'kind', 'pending', p_now, p_now, m.mail->>'dedupeKey'
    FROM jsonb_array_elements(p_mails) WITH ORDINALITY AS m(mail, n)
    ORDER BY m.n
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id
  )
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO mail_ids FROM written;
  IF p_financial_year IS NOT NULL THEN
    WITH next AS (
      INSERT INTO invoice_series (financial_year, last_number) VALUES (p_financial_year, 1)
      ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_series.last_number + 1
      RETURNING last_number
    )
    UPDATE orders SET invoice_number = p_financial_year || '/' ||
      lpad(next.last_number::text, greatest(6, length(next.last_number::text)), '0')
    FROM next WHERE orders.id = p_order_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'shop_finish_order: no order %', p_order_id;
    END IF;
  END IF;
  RETURN mail_ids;
END
$$;
--> statement-breakpoint
-- A student's pieces of a product in a drop (held and sold), read under the drop's buyer lock
-- (the advisory lock `lockForTransaction` takes), in one round trip. The count is a statement of
-- its own after the lock, so it sees every order committed before the lock was granted.
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
  RETURN (
    SELECT coalesce(sum(quantity), 0)::int FROM drop_pieces
    WHERE user_id = p_user_id AND drop_id = p_drop_id AND product_id = p_product_id
      AND (p_except_payment IS NULL OR payment_id IS DISTINCT FROM p_except_payment)
  );
END
$$;
