CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Catalogue caches (src/server/features/catalog/catalog-cache.ts) know their data is stale when
-- this version moves. It is bumped in the transaction that changes a product, a size (stock
-- included) or an image, whoever writes it, once per transaction. The triggers are deferred to
-- commit time, so the one version row is locked only while a transaction commits, after every
-- other lock it takes: concurrent orders queue on it for a commit, never in a deadlock.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "bumped_by" = txid_current()
    WHERE "id" = 1 AND "bumped_by" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_sizes_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
