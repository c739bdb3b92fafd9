-- Order numbers a person can read aloud and that tell nothing of how many orders there are
-- (docs/product.md#order-numbers): eight characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ, shown as
-- 7KQ4-M9X2, drawn from gen_random_uuid's random bytes (bytes 6 and 8 carry the version, so are
-- skipped). The function comes first because the column's default calls it: adding the column
-- draws a number for every existing order, so old orders get theirs in the same statement.
CREATE OR REPLACE FUNCTION new_order_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT substr(c, 1, 4) || '-' || substr(c, 5, 4)
  FROM (
    SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(b, i) % 31, 1), '' ORDER BY i) AS c
    FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS drawn, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11]) AS i
  ) AS picked
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT new_order_number() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");
