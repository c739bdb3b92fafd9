ALTER TABLE "orders" ADD COLUMN "cash_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_received_by_users_id_fk" FOREIGN KEY ("cash_received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "orders_cash_received_idx" ON "orders" USING btree ("cash_received_at") WHERE "orders"."cash_received_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_received_valid" CHECK ("orders"."cash_received_at" is null or "orders"."payment_method" = 'cod');--> statement-breakpoint
-- Back-fill: a cash order handed over in full before "cash received" existed was paid at its
-- last handover (cash on delivery); who took the cash was not recorded, so it stays unknown.
UPDATE "orders" SET "cash_received_at" = (
  SELECT max("delivered_at") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"
) WHERE "payment_method" = 'cod' AND "status" = 'delivered' AND "cash_received_at" IS NULL;
