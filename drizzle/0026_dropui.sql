ALTER TABLE "item_remedies" ADD COLUMN "drop_id" integer;--> statement-breakpoint
ALTER TABLE "item_remedies" ADD CONSTRAINT "item_remedies_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A product's card names its drop (docs/product.md#drops): a drop's edits, its close and its
-- sending to print change the catalogue's replies, so they bump the catalogue version as a
-- product's edits do (a full reload, see migration 0010). The counters' `taken`, which moves
-- with every pre-order, is left out: a pre-order changes no card.
CREATE CONSTRAINT TRIGGER "drops_bump_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "name", "opens_at", "closes_at", "ready_by", "sent_to_print_at" ON "drops" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "drop_stock_bump_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "drop_id", "product_id", "size" ON "drop_stock" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
