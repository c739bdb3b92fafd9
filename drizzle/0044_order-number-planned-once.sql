-- The order number's default (0015), the same draw as PL/pgSQL: an SQL function that cannot be
-- inlined is planned again at every call, and that planning was most of an order's insert
-- (~0.4 ms of PostgreSQL's time per order at a drop's opening; bench/README.md). PL/pgSQL keeps
-- the plan per connection. Eight characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ from a random
-- UUID's bytes, written XXXX-XXXX; a repeat is caught by the unique index and drawn again.
CREATE OR REPLACE FUNCTION new_order_number() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT substr(c, 1, 4) || '-' || substr(c, 5, 4)
    FROM (
      SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(b, i) % 31, 1), '' ORDER BY i) AS c
      FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS drawn, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11]) AS i
    ) AS picked
  );
END
$$;
