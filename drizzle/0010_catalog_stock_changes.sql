CREATE TABLE "catalog_stock_changes" (
	"version" bigint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "catalog_stock_changes_pk" PRIMARY KEY("version","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_version" ADD COLUMN "reload_below" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Nothing before this migration was logged: a cache older than now reads the whole catalogue.
UPDATE "catalog_version" SET "reload_below" = "version" WHERE "id" = 1;--> statement-breakpoint
-- The triggers of migration 0007 now also tell what changed, so a sale no longer makes every
-- catalogue cache read the whole catalogue again: an update of a size that moves its quantity
-- alone is logged in catalog_stock_changes (the cache refreshes those products' sizes); any
-- other change to products, sizes or images moves reload_below (the cache reads it all).
-- Every 100 versions the log forgets what is older than the last 1,000 (and reload_below
-- follows), so it stays small: a cache that far behind reads it all.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "bumped_by" = txid_current()
    WHERE "id" = 1 AND "bumped_by" IS DISTINCT FROM txid_current()
    RETURNING "version" INTO v;
  IF FOUND THEN
    IF v % 100 = 0 THEN
      DELETE FROM "catalog_stock_changes" WHERE "version" <= v - 1000;
      UPDATE "catalog_version" SET "reload_below" = greatest("reload_below", v - 1000)
        WHERE "id" = 1;
    END IF;
  ELSE
    SELECT "version" INTO v FROM "catalog_version" WHERE "id" = 1;
  END IF;
  IF TG_TABLE_NAME = 'product_sizes' AND TG_OP = 'UPDATE' THEN
    IF (to_jsonb(OLD) - 'quantity') = (to_jsonb(NEW) - 'quantity') THEN
      INSERT INTO "catalog_stock_changes" ("version", "product_id") VALUES (v, NEW."product_id")
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END IF;
  END IF;
  UPDATE "catalog_version" SET "reload_below" = v WHERE "id" = 1 AND "reload_below" < v;
  RETURN NULL;
END
$$;
