-- shop_finish_order (0041) for a caller that sends its transaction's commit in the same message
-- (ADR 026, "The invoice number's lock held only to the commit"): the same writes, but holds that
-- were no longer held raise SQLSTATE SF001 instead of answering null, so the commit that follows
-- in the message is skipped and the caller rolls back.
CREATE OR REPLACE FUNCTION shop_finish_order_or_refuse(
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
BEGIN
  mail_ids := shop_finish_order(p_order_id, p_hold_ids, p_placed_at, p_now, p_coupon_use_id,
    p_mails, p_financial_year);
  IF mail_ids IS NULL THEN
    RAISE EXCEPTION 'shop_finish_order_or_refuse: the placement''s holds were no longer held'
      USING ERRCODE = 'SF001';
  END IF;
  RETURN mail_ids;
END
$$;
