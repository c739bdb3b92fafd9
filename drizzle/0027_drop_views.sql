CREATE VIEW "public"."drop_counter_room" AS (select c.drop_id, d.opens_at, c.product_id, c.size,
    case when d.cap_kind = 'size' and c.size = '' then 0
         when c.cap is null then null
         else greatest(c.cap - c.taken, 0) end as room
  from drop_stock c join drops d on d.id = c.drop_id);--> statement-breakpoint
CREATE VIEW "public"."drop_pieces" AS (select o.user_id, i.drop_id, i.product_id, null::int as payment_id, i.quantity
  from order_items i join orders o on o.id = i.order_id
  where i.drop_id is not null and i.step <> 'cancelled'
  union all
  select p.user_id, c.drop_id, c.product_id, p.id as payment_id, h.quantity
  from stock_holds h
  join payments p on p.id = h.payment_id
  join drop_stock c on c.id = h.drop_stock_id
  where h.state = 'held');--> statement-breakpoint
CREATE VIEW "public"."drop_products" AS (select drop_id, product_id from drop_stock where size = '');