CREATE TABLE "product_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "product_prices_price_valid" CHECK ("product_prices"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_product_from_idx" ON "product_prices" USING btree ("product_id","valid_from");--> statement-breakpoint
-- Price history starts with each product's current price, from its last edit (the latest moment
-- the price is known to have been set: it has held since then at least).
INSERT INTO "product_prices" ("product_id", "price_paise", "valid_from")
  SELECT "id", "price_paise", "updated_at" FROM "products";--> statement-breakpoint
-- A previous price typed before there was a history has no price behind it: none is shown until
-- the product's price is lowered (docs/product.md#reference-prices).
UPDATE "products" SET "compare_at_paise" = NULL WHERE "compare_at_paise" IS NOT NULL;
