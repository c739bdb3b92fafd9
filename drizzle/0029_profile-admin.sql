ALTER TABLE "order_items" ADD COLUMN "split_from_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_split_from_id_order_items_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;